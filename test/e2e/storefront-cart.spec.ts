import type { Page } from 'playwright-core';
import { fetchCategories, fetchAllProducts, naira, useStorefront } from '../support/storefront';
import { describeEachViewport, desktop } from '../support/viewports';

async function cartCountInHeader(page: Page): Promise<string> {
  return (await page.getByRole('button', { name: /^Cart/ }).getAttribute('aria-label')) ?? '';
}

async function storedCart(page: Page): Promise<unknown> {
  return page.evaluate(() => JSON.parse(window.localStorage.getItem('cart') ?? 'null'));
}

describeEachViewport('cart journey on %s', (_label, viewport) => {
  const shop = useStorefront(viewport);

  test('It should go from home to a category, add 2 from the panel, and edit the line in the drawer', async () => {
    const { page } = shop;
    const category = (await fetchCategories()).find((item) => item.productCount > 0);
    if (!category) throw new Error('The seed has no category with products');
    const [product] = await fetchAllProducts(`?category=${encodeURIComponent(category.name)}&limit=1`);
    if (!product) throw new Error(`No product in ${category.name}`);

    await page.goto('/');
    await page.getByRole('list', { name: 'Categories' }).getByRole('link', { name: category.name, exact: true }).click();
    await page.getByRole('heading', { level: 1, name: category.name }).waitFor();
    expect(new URL(page.url()).pathname).toBe(`/products/${encodeURIComponent(category.name)}`);

    await page.getByRole('link', { name: product.name, exact: true }).click();
    const panel = page.getByRole('dialog', { name: product.name });
    await panel.waitFor();
    expect(new URL(page.url()).searchParams.get('product')).toBe(product.id);
    expect(await panel.getAttribute('aria-modal')).toBe('true');

    const quantity = panel.getByRole('status', { name: 'Quantity' });
    expect(await quantity.textContent()).toBe('0');
    await panel.getByRole('button', { name: 'Decrease quantity' }).click();
    expect(await quantity.textContent()).toBe('0');
    await panel.getByRole('button', { name: 'Add to Cart' }).click();
    expect(await cartCountInHeader(page)).toBe('Cart, 0 items');

    await panel.getByRole('button', { name: 'Increase quantity' }).click();
    await panel.getByRole('button', { name: 'Increase quantity' }).click();
    expect(await quantity.textContent()).toBe('2');
    await panel.getByRole('button', { name: 'Add to Cart' }).click();
    await page.getByRole('status').getByText(`${product.name} added to cart`).waitFor();
    expect(await cartCountInHeader(page)).toBe('Cart, 2 items');

    // Clicked, not Escape: the toast just shown must not cover the close button (on phones it sits at the bottom).
    await panel.getByRole('button', { name: 'Close product details' }).click({ timeout: 3000 });
    await panel.waitFor({ state: 'detached' });
    expect(new URL(page.url()).searchParams.has('product')).toBe(false);

    await page.getByRole('button', { name: /^Cart/ }).click();
    const drawer = page.getByRole('dialog', { name: 'Your Cart' });
    await drawer.waitFor();
    const line = drawer.getByRole('listitem').filter({ hasText: product.name });
    await line.getByText(naira(product.amount * 2), { exact: true }).waitFor();
    await drawer.getByText(`Total${naira(product.amount * 2)}`).waitFor();
    expect(await storedCart(page)).toEqual([
      {
        id: product.id,
        title: product.name,
        name: product.name,
        category: product.category,
        coverImage: product.coverImage,
        amount: product.amount,
        quantity: 2,
        price: product.amount * 2,
      },
    ]);

    await line.getByRole('button', { name: `Increase quantity of ${product.name}` }).click();
    await drawer.getByText(`Total${naira(product.amount * 3)}`).waitFor();
    await line.getByRole('button', { name: `Decrease quantity of ${product.name}` }).click();
    await line.getByRole('button', { name: `Decrease quantity of ${product.name}` }).click();
    await drawer.getByText(`Total${naira(product.amount)}`).waitFor();
    expect(await line.getByRole('button', { name: `Decrease quantity of ${product.name}` }).isDisabled()).toBe(true);

    await line.getByRole('button', { name: `Remove ${product.name}` }).click();
    await drawer.getByText('Cart is Empty').waitFor();
    expect(await storedCart(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'detached' });
  });

  test('It should add one piece from a card and clear the cart from the drawer', async () => {
    const { page } = shop;
    const products = await fetchAllProducts('?limit=2');
    await page.goto('/products/all');
    for (const product of products) {
      await page.getByRole('button', { name: `Add ${product.name} to cart` }).click();
    }
    expect(await cartCountInHeader(page)).toBe('Cart, 2 items');

    await page.getByRole('button', { name: /^Cart/ }).click();
    const drawer = page.getByRole('dialog', { name: 'Your Cart' });
    const total = products.reduce((sum, product) => sum + product.amount, 0);
    await drawer.getByText(`Total${naira(total)}`).waitFor();
    await drawer.getByRole('button', { name: 'Clear Cart' }).click();
    await drawer.getByText('Cart is Empty').waitFor();
    expect(await cartCountInHeader(page)).toBe('Cart, 0 items');
    await page.keyboard.press('Escape');
  });

  test('It should refuse checkout from an empty drawer and send a signed-out visitor to sign in', async () => {
    const { page } = shop;
    await page.goto('/products/all');
    await page.getByRole('button', { name: /^Cart/ }).click();
    await page.getByRole('dialog', { name: 'Your Cart' }).getByRole('button', { name: 'Checkout' }).click();
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await page.getByRole('alert').getByText('Cart is Empty').waitFor();

    const [product] = await fetchAllProducts('?limit=1');
    if (!product) throw new Error('No products seeded');
    await page.getByRole('button', { name: `Add ${product.name} to cart` }).click();
    await page.getByRole('button', { name: /^Cart/ }).click();
    await page.getByRole('dialog', { name: 'Your Cart' }).getByRole('button', { name: 'Checkout' }).click();
    await page.getByRole('alert').getByText('Please Login First').waitFor();
    await page.waitForURL((url) => url.pathname === '/login');
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/checkout');
  });

  test('It should show the cart page with delivery fee, pick-up address and totals from the settings', async () => {
    const { page } = shop;
    const settings = (await (await fetch(`${process.env.SHOP_URL}/api/v1/setting/fetch-shop-settings`)).json()) as {
      data: { deliveryFee: number; pickupAddress: { address: string } };
    };
    await page.goto('/products/all');
    await page.evaluate(() => window.localStorage.removeItem('cart'));
    await page.goto('/checkout');
    await page.getByText('No Items in Cart').waitFor();
    expect(await page.getByRole('link', { name: 'Continue Shopping' }).getAttribute('href')).toBe('/');

    const [product] = await fetchAllProducts('?limit=1');
    if (!product) throw new Error('No products seeded');
    await page.goto('/products/all');
    await page.getByRole('button', { name: `Add ${product.name} to cart` }).click();
    await page.goto('/checkout');
    await page.getByRole('heading', { level: 1, name: 'Your Cart' }).waitFor();
    const summary = page.locator('dl');
    await summary.getByText(naira(product.amount + settings.data.deliveryFee)).waitFor();
    await page.getByRole('radio', { name: 'Pick Up' }).check();
    await page.getByText(settings.data.pickupAddress.address).waitFor();
    await summary.getByText(naira(0), { exact: true }).waitFor();
    expect(await summary.locator('.summary__total dd').textContent()).toBe(naira(product.amount));
    await page.getByText(/Buyer protection/).waitFor();
  });
});

describe('cart across tabs and visits', () => {
  const shop = useStorefront(desktop);

  test('It should show a change made in one tab in another', async () => {
    const [product] = await fetchAllProducts('?limit=1');
    if (!product) throw new Error('No products seeded');
    const first = shop.page;
    const second = await shop.context.newPage();
    await first.goto('/products/all');
    await second.goto('/');
    expect(await cartCountInHeader(second)).toBe('Cart, 0 items');

    await first.getByRole('button', { name: `Add ${product.name} to cart` }).click();
    await second.getByRole('button', { name: 'Cart, 1 item' }).waitFor();
    await second.close();
  });

  test('It should reprice stale lines and drop deleted products with one batch call', async () => {
    const [product] = await fetchAllProducts('?limit=1');
    if (!product) throw new Error('No products seeded');
    const page = shop.page;
    // Start from a settled page with no cart, so a refresh left over from an earlier visit is not counted.
    await page.goto('/about-us');
    await page.evaluate(() => window.localStorage.removeItem('cart'));
    await page.reload({ waitUntil: 'networkidle' });
    const batchCalls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/product/')) batchCalls.push(request.url());
    });
    await page.evaluate(
      ({ product: p }) => {
        const stale = { id: p.id, title: 'Old name', name: 'Old name', category: p.category, coverImage: p.coverImage, amount: 1, quantity: 2, price: 2 };
        const gone = { id: 'no-such-product', title: 'Retired Cap', name: 'Retired Cap', category: 'Caps', coverImage: '/x.svg', amount: 500, quantity: 1, price: 500 };
        window.localStorage.setItem('cart', JSON.stringify([stale, gone]));
      },
      { product },
    );
    await page.reload();
    await page.getByText('Retired Cap is no longer available and was removed from your cart').waitFor();
    await page.waitForFunction(() => (JSON.parse(window.localStorage.getItem('cart') ?? '[]') as unknown[]).length === 1);
    expect(await storedCart(page)).toEqual([
      expect.objectContaining({ id: product.id, name: product.name, amount: product.amount, quantity: 2, price: product.amount * 2 }),
    ]);
    expect(batchCalls.filter((url) => url.endsWith('/product/fetch-products-by-ids'))).toHaveLength(1);
    expect(batchCalls.filter((url) => !url.includes('fetch-products-by-ids'))).toEqual([]);
  });
});
