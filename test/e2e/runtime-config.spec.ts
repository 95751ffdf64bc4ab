import { payUrl, shopUrl } from '../support/stack';
import { fetchAllProducts, useStorefront } from '../support/storefront';
import { desktop } from '../support/viewports';

/** The SPA learns Pay's origin at run time from /config.json: nothing about Pay is baked into the build. */
describe('run-time configuration', () => {
  const shop = useStorefront(desktop);

  test('It should serve the Pay origin of this stack in /config.json', async () => {
    const response = await fetch(`${shopUrl()}/config.json`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ payOrigin: new URL(payUrl()).origin });
  });

  test('It should offer no Google sign-in on the local stack (cognito-local cannot federate)', async () => {
    await shop.page.goto('/login');
    await shop.page.getByRole('button', { name: 'Login' }).waitFor();
    // The button waits for /config.json like the page does: once the form shows, the config has been read.
    await shop.page.waitForLoadState('networkidle');
    expect(await shop.page.getByRole('button', { name: /google/i }).count()).toBe(0);
  });

  test('It should preconnect to that origin from a cart page with items', async () => {
    const [product] = await fetchAllProducts('?limit=1');
    expect(product).toBeDefined();
    await shop.page.goto('/');
    await shop.page.evaluate((item) => {
      const line = { id: item.id, title: item.name, name: item.name, category: item.category, coverImage: item.coverImage, price: item.amount, amount: item.amount, quantity: 1 };
      localStorage.setItem('cart', JSON.stringify([line]));
    }, product ?? { id: '', name: '', category: '', coverImage: '', amount: 0 });
    await shop.page.goto('/checkout');
    const hint = shop.page.locator(`link[rel="preconnect"][href="${new URL(payUrl()).origin}"]`);
    await hint.waitFor({ state: 'attached' });
    expect(await hint.count()).toBe(1);
  });
});
