import { fetchAllProducts, naira, useStorefront } from '../support/storefront';
import { describeEachViewport, desktop } from '../support/viewports';

describeEachViewport('browsing on %s', (_label, viewport) => {
  const shop = useStorefront(viewport);

  test('It should open the product panel from a deep link, keep it on reload, and close it without a history entry', async () => {
    const { page } = shop;
    const [product] = await fetchAllProducts('?limit=1&sort=price_desc');
    if (!product) throw new Error('No products seeded');

    await page.goto('/about-us');
    await page.goto(`/products/all?product=${product.id}`);
    const panel = page.getByRole('dialog', { name: product.name });
    await panel.waitFor();
    await panel.getByText(naira(product.amount), { exact: true }).waitFor();

    await page.reload();
    await panel.waitFor();

    await panel.getByRole('button', { name: 'Close product details' }).click();
    await panel.waitFor({ state: 'detached' });
    expect(new URL(page.url()).pathname).toBe('/products/all');
    expect(new URL(page.url()).search).toBe('');
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('H1');

    await page.goBack();
    await page.waitForURL((url) => url.pathname === '/about-us');
  });

  test('It should keep focus inside the panel, swap gallery images, and return focus to the card on Back', async () => {
    const { page } = shop;
    const [product] = await fetchAllProducts('?limit=1');
    if (!product) throw new Error('No products seeded');
    await page.goto('/products/all');
    const link = page.getByRole('link', { name: product.name, exact: true });
    await link.focus();
    await page.keyboard.press('Enter');
    const panel = page.getByRole('dialog', { name: product.name });
    await panel.waitFor();

    for (let step = 0; step < 12; step += 1) {
      await page.keyboard.press('Tab');
      expect(await panel.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
    }

    if (product.images.length > 1) {
      const second = panel.getByRole('button', { name: /^Show image 2 of/ });
      await second.click();
      expect(await second.getAttribute('aria-pressed')).toBe('true');
      expect(await panel.getByRole('img', { name: product.name }).getAttribute('src')).not.toBe(product.coverImage);
    }

    await page.goBack();
    await panel.waitFor({ state: 'detached' });
    await page.waitForFunction((name) => document.activeElement?.textContent === name, product.name);
  });

  test('It should show a friendly message for an unknown product link', async () => {
    const { page } = shop;
    await page.goto('/products/all?product=not-a-real-product');
    await page.getByRole('dialog', { name: 'Product not found' }).waitFor();
  });

  test('It should suggest products as the visitor types and open the chosen one with the keyboard', async () => {
    const { page } = shop;
    const [product] = await fetchAllProducts('?limit=1');
    if (!product) throw new Error('No products seeded');
    const term = product.name.split(' ').slice(-1)[0]?.slice(0, 5) ?? product.name;
    const expected = await fetchAllProducts(`?q=${encodeURIComponent(term)}&limit=6`);

    await page.goto('/');
    // The plain search field turns into the combobox as the pointer reaches it (lazy load), so the click is
    // aimed at whichever of the two is there by its label, not at the plain field alone.
    await page.getByRole('searchbox', { name: 'Search products' }).waitFor();
    await page.getByLabel('Search products').click();
    const box = page.getByRole('combobox', { name: 'Search products' });
    await box.waitFor();
    await box.pressSequentially(term, { delay: 30 });
    const list = page.getByRole('listbox', { name: 'Product suggestions' });
    await list.waitFor();
    expect(await list.getByRole('option').count()).toBe(expected.length);

    const index = expected.findIndex((item) => item.id === product.id);
    for (let step = 0; step <= index; step += 1) await box.press('ArrowDown');
    expect(await box.getAttribute('aria-activedescendant')).toBe(await list.getByRole('option').nth(index).getAttribute('id'));
    await box.press('Enter');
    await page.getByRole('dialog', { name: product.name }).waitFor();
    await page.keyboard.press('Escape');
  });

  test('It should open the results page on Enter without a chosen suggestion', async () => {
    const { page } = shop;
    await page.goto('/about-us');
    // The plain search field turns into the combobox as the pointer reaches it (lazy load), so the click is
    // aimed at whichever of the two is there by its label, not at the plain field alone.
    await page.getByRole('searchbox', { name: 'Search products' }).waitFor();
    await page.getByLabel('Search products').click();
    const box = page.getByRole('combobox', { name: 'Search products' });
    await box.fill('agbada');
    await box.press('Enter');
    await page.waitForURL((url) => url.pathname === '/products/all' && url.searchParams.get('q') === 'agbada');
    await page.getByRole('heading', { level: 1, name: 'Results for “agbada”' }).waitFor();
    const expected = await fetchAllProducts('?q=agbada&limit=12');
    const results = page.getByRole('list', { name: 'Results for “agbada”' }).getByRole('heading', { level: 2 });
    // The heading shows before the results arrive: wait for the last one before reading them.
    await results.nth(expected.length - 1).waitFor();
    expect(await results.allTextContents()).toEqual(
      expected.map((item) => item.name),
    );
  });
});

describe('product grid', () => {
  const shop = useStorefront(desktop);

  test('It should sort on the server across the whole catalog', async () => {
    const { page } = shop;
    const cheapest = await fetchAllProducts('?sort=price_asc&limit=12');
    await page.goto('/products/all');
    await page.getByRole('combobox', { name: 'Sort by' }).selectOption('price_asc');
    await page.waitForURL((url) => url.searchParams.get('sort') === 'price_asc');
    const grid = page.getByRole('list', { name: 'All Products' });
    await grid.getByRole('heading', { name: cheapest[0]?.name ?? '' }).first().waitFor();
    expect(await grid.getByRole('heading', { level: 2 }).allTextContents()).toEqual(cheapest.map((item) => item.name));
  });

  test('It should load further pages as the visitor reaches the end', async () => {
    const { page } = shop;
    const all = await fetchAllProducts('?limit=100');
    expect(all.length).toBeGreaterThan(12);
    await page.goto('/products/all');
    const cards = page.getByRole('list', { name: 'All Products' }).getByRole('heading', { level: 2 });
    await cards.first().waitFor();
    expect(await cards.count()).toBe(12);
    // Scrolling to the end of the list loads the next page by itself (no click), until the catalog is exhausted.
    const more = page.getByRole('button', { name: 'Load more products' });
    for (let loaded = 12; loaded < all.length; ) {
      await page.mouse.wheel(0, 4000);
      await page.waitForFunction((count) => document.querySelectorAll('main .card h2').length > count, loaded);
      loaded = await cards.count();
    }
    await page.getByText(`Showing ${all.length} products (all)`).waitFor();
    expect(await more.count()).toBe(0);
    expect(await cards.allTextContents()).toEqual(all.map((item) => item.name));
  });

  test('It should match a category case-insensitively and explain an unknown one', async () => {
    const { page } = shop;
    await page.goto('/products/KAFTAN');
    await page.getByRole('heading', { level: 1, name: 'Kaftan' }).waitFor();
    await page.goto('/products/not-a-category');
    await page.getByText('We could not find the category “not-a-category”.').waitFor();
    expect(await page.getByRole('link', { name: 'See all products' }).getAttribute('href')).toBe('/products/all');
  });

  test('It should give unknown routes a 404 page with a way home, and title every page', async () => {
    const { page } = shop;
    await page.goto('/no/such/page');
    await page.getByRole('heading', { level: 1, name: 'Page not found' }).waitFor();
    expect(await page.title()).toBe('Page not found | Aso');
    await page.getByRole('link', { name: 'Go to the home page' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About Us' }).click();
    await page.getByRole('heading', { level: 1, name: 'About Us' }).waitFor();
    expect(await page.title()).toBe('About Us | Aso');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('About Us');
  });
});
