import type { Page } from 'playwright-core';
import { fetchAllProducts, openStorefront, seriousViolations, useStorefront } from '../support/storefront';
import { describeEachViewport, phone } from '../support/viewports';

/** Every storefront view, settled (data loaded), then axe; serious and critical violations fail. */
const pages: Array<{ name: string; open: (page: Page) => Promise<void> }> = [
  { name: 'home', open: async (page) => void (await page.goto('/'), await page.getByRole('list', { name: 'Top products' }).waitFor()) },
  {
    name: 'all products',
    open: async (page) => void (await page.goto('/products/all'), await page.getByRole('list', { name: 'All Products' }).waitFor()),
  },
  {
    name: 'a category',
    open: async (page) => void (await page.goto('/products/agbada'), await page.getByRole('list', { name: 'Agbada' }).waitFor()),
  },
  {
    name: 'search results',
    open: async (page) => void (await page.goto('/products/all?q=cap'), await page.getByRole('heading', { name: 'Results for “cap”' }).waitFor()),
  },
  {
    name: 'unknown category',
    open: async (page) => void (await page.goto('/products/nothing-here'), await page.getByText(/could not find the category/).waitFor()),
  },
  {
    name: 'product panel',
    open: async (page) => {
      const [product] = await fetchAllProducts('?limit=1');
      await page.goto(`/products/all?product=${product?.id ?? ''}`);
      await page.getByRole('dialog', { name: product?.name ?? '' }).waitFor();
    },
  },
  {
    name: 'cart drawer with a line',
    open: async (page) => {
      const [product] = await fetchAllProducts('?limit=1');
      await page.goto('/products/all');
      await page.getByRole('button', { name: `Add ${product?.name ?? ''} to cart` }).click();
      await page.getByRole('button', { name: /^Cart/ }).click();
      await page.getByRole('dialog', { name: 'Your Cart' }).getByRole('listitem').first().waitFor();
    },
  },
  {
    name: 'cart page',
    open: async (page) => void (await page.goto('/checkout'), await page.getByText('SubTotal').waitFor()),
  },
  {
    name: 'empty cart page',
    open: async (page) => {
      await page.evaluate(() => window.localStorage.removeItem('cart'));
      await page.goto('/checkout');
      await page.getByText('No Items in Cart').waitFor();
    },
  },
  { name: 'about us', open: async (page) => void (await page.goto('/about-us'), await page.getByRole('heading', { level: 1 }).waitFor()) },
  { name: 'about', open: async (page) => void (await page.goto('/about'), await page.getByRole('heading', { level: 1 }).waitFor()) },
  { name: 'site map', open: async (page) => void (await page.goto('/menu'), await page.getByRole('link', { name: 'Agbada' }).first().waitFor()) },
  { name: 'orders while signed out (sign in)', open: async (page) => void (await page.goto('/orders'), await page.getByRole('heading', { level: 1 }).waitFor()) },
  { name: 'admin gate', open: async (page) => void (await page.goto('/admin/dashboard'), await page.getByRole('heading', { name: 'You need an admin account' }).waitFor()) },
  { name: '404', open: async (page) => void (await page.goto('/nowhere'), await page.getByRole('heading', { name: 'Page not found' }).waitFor()) },
];

describeEachViewport('accessibility on %s', (_label, viewport) => {
  const shop = useStorefront(viewport);

  test.each(pages.map((entry) => [entry.name, entry] as const))('It should have no serious or critical axe violation on %s', async (_name, entry) => {
    await entry.open(shop.page);
    expect(await seriousViolations(shop.page)).toEqual([]);
  });
});

describe('phone header', () => {
  test('It should fold the navigation into a Menu with a Categories dropdown', async () => {
    const shop = await openStorefront(phone);
    try {
      const { page } = shop;
      await page.goto('/');
      const menu = page.getByRole('button', { name: 'Menu' });
      expect(await menu.getAttribute('aria-expanded')).toBe('false');
      expect(await page.locator('#site-nav').isVisible()).toBe(false);
      await menu.click();
      expect(await menu.getAttribute('aria-expanded')).toBe('true');
      await page.getByText('Categories', { exact: true }).click();
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Kaftan' }).click();
      await page.getByRole('heading', { level: 1, name: 'Kaftan' }).waitFor();
      expect(await menu.getAttribute('aria-expanded')).toBe('false');
      await page.getByRole('button', { name: /^Cart, 0 items/ }).waitFor();
    } finally {
      await shop.close();
    }
  });
});
