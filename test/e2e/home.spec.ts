import { fetchCategories, fetchAllProducts, openStorefront, seriousViolations, useStorefront } from '../support/storefront';
import { desktop, phone } from '../support/viewports';

/** Foundation journey: the home page shows the seeded catalog, and axe finds nothing serious. */
describe('home page', () => {
  const shop = useStorefront(desktop);

  test('It should show every seeded category as a tile linking to its product grid', async () => {
    const categories = await fetchCategories();
    expect(categories.length).toBeGreaterThanOrEqual(6);

    await shop.page.goto('/');
    const tiles = shop.page.getByRole('list', { name: 'Categories' });
    await tiles.waitFor();

    for (const category of categories) {
      const link = tiles.getByRole('link', { name: category.name, exact: true });
      expect(await link.getAttribute('href')).toBe(`/products/${encodeURIComponent(category.name)}`);
    }
  });

  test('It should show the top products, and only those', async () => {
    const top = await fetchAllProducts('?top=1&limit=8');
    expect(top.length).toBeGreaterThan(0);

    await shop.page.goto('/');
    const grid = shop.page.getByRole('list', { name: 'Top products' });
    await grid.waitFor();

    const names = await grid.getByRole('heading', { level: 3 }).allTextContents();
    expect(names).toEqual(top.map((product) => product.name));
  });

  test("It should load no back-office code for a shopper: the network log of '/' and a category holds no admin or chart chunk", async () => {
    const scripts: string[] = [];
    shop.page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await shop.page.goto('/', { waitUntil: 'networkidle' });
    await shop.page.getByRole('list', { name: 'Top products' }).waitFor();
    const [category] = await fetchCategories();
    await shop.page.goto(`/products/${encodeURIComponent(category?.name ?? 'all')}`, { waitUntil: 'networkidle' });
    expect(scripts.some((path) => /\/assets\/index-[\w-]+\.js$/.test(path))).toBe(true);
    expect(scripts.filter((path) => /admin|sales-plot|uplot/i.test(path))).toEqual([]);
  });

  test('It should carry the home sections, a title and a See All link', async () => {
    await shop.page.goto('/');
    await shop.page.getByRole('list', { name: 'Top products' }).waitFor();

    expect(await shop.page.title()).toMatch(/^Aso/);
    // The shipping tile names the shop's real delivery rule (general settings): free from an amount, or by state.
    for (const heading of ['Satisfaction guaranteed', 'Daily new arrivals', 'Member discounts', /^(Delivery across Nigeria|Free delivery from)/, 'How it works', 'About us']) {
      await shop.page.getByRole('heading', { name: heading }).waitFor();
    }
    await shop.page.getByText(/founded in 2006/i).waitFor();
    await shop.page.getByRole('heading', { name: /50% off your first three orders/ }).waitFor();
    expect(await shop.page.getByRole('link', { name: 'See All products' }).first().getAttribute('href')).toBe('/products/all');
  });

  test('It should have no serious or critical axe violation at desktop and phone widths', async () => {
    await shop.page.goto('/');
    await shop.page.getByRole('list', { name: 'Top products' }).waitFor();
    expect(await seriousViolations(shop.page)).toEqual([]);

    const small = await openStorefront(phone, shop.browser);
    try {
      await small.page.goto('/');
      await small.page.getByRole('list', { name: 'Top products' }).waitFor();
      expect(await seriousViolations(small.page)).toEqual([]);
    } finally {
      await small.close();
    }
  });
});
