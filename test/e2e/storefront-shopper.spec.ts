import type { Page } from 'playwright-core';
import { chooseMeasurement, fillCart, signIn } from '../support/checkout-journey';
import { registerShopper } from '../support/orders';
import { fetchAllProducts, naira, openStorefront, seriousViolations } from '../support/storefront';
import type { Viewport } from '../support/viewports';

const laptop: Viewport = { width: 1366, height: 768 };
const phone: Viewport = { width: 390, height: 844 };
const widths = [
  ['1366 px', laptop],
  ['390 px', phone],
] as const;

/** Dollars as the switch shows them at the default rate (₦1,500 to the dollar). */
function dollars(kobo: number): string {
  return new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2 }).format(kobo / 100 / 1500);
}

/**
 * On phones the navigation (and with it the account menu) sits behind the Menu button. The menu closes on
 * every navigation, so it is opened only on a page that has finished arriving (`signIn` waits for its landing
 * page's heading, not only its address).
 */
async function openNavigation(page: Page, viewport: Viewport): Promise<void> {
  if (viewport !== phone) return;
  await page.getByRole('button', { name: 'Menu' }).click();
  await page.locator('#site-nav.nav--open').waitFor();
}

describe.each(widths)('a signed-out visit at %s', (_label, viewport) => {
  test('It should try no session refresh and log no console error', async () => {
    const shop = await openStorefront(viewport);
    try {
      const { page } = shop;
      const problems: string[] = [];
      const refreshes: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') problems.push(message.text());
      });
      page.on('pageerror', (error) => problems.push(error.message));
      page.on('request', (request) => {
        if (request.url().includes('/auth/refresh')) refreshes.push(request.url());
      });
      await page.goto('/');
      await page.getByRole('list', { name: 'Top products' }).waitFor();
      await page.goto('/products/all');
      await page.getByRole('heading', { level: 1 }).waitFor();
      await page.locator('a[href="/login"]').first().waitFor({ state: 'attached' });
      await page.waitForLoadState('networkidle');
      expect(problems).toEqual([]);
      expect(refreshes).toEqual([]);
    } finally {
      await shop.close();
    }
  });
});

describe.each(widths)('the shopper at %s', (_label, viewport) => {
  test('It should keep the signed-in header on one line and open the account menu by keyboard', async () => {
    const shopper = await registerShopper('header');
    const shop = await openStorefront(viewport);
    try {
      const { page } = shop;
      await signIn(page, shopper);
      await page.getByRole('link', { name: 'Sign in' }).waitFor({ state: 'detached' });
      await openNavigation(page, viewport);
      const account = page.getByRole('button', { name: /^Welcome, / });
      await account.waitFor();
      if (viewport === laptop) {
        // One line: every entry of the header shares the bar's single row.
        const bar = await page.locator('.header__bar').boundingBox();
        expect(bar?.height).toBeLessThanOrEqual(64);
        await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'My Account' }).waitFor();
      }
      expect(await account.getAttribute('aria-haspopup')).toBe('menu');
      expect(await account.getAttribute('aria-expanded')).toBe('false');

      await account.focus();
      await page.keyboard.press('Enter');
      expect(await account.getAttribute('aria-expanded')).toBe('true');
      const menu = page.getByRole('menu');
      const names = await menu.getByRole('menuitem').allTextContents();
      expect(names).toEqual(['Profile', 'Security & Payment Methods', 'Measurements', 'Orders', 'Inbox', 'Log out']);
      const focused = () => page.evaluate(() => document.activeElement?.textContent ?? '');
      expect(await focused()).toBe('Profile');
      await page.keyboard.press('ArrowDown');
      expect(await focused()).toBe('Security & Payment Methods');
      await page.keyboard.press('ArrowUp');
      await page.keyboard.press('ArrowUp');
      expect(await focused()).toBe('Log out');
      await page.keyboard.press('Home');
      expect(await focused()).toBe('Profile');
      await page.keyboard.press('Escape');
      expect(await account.getAttribute('aria-expanded')).toBe('false');
      expect(await focused()).toMatch(/^Welcome, /);
      expect(await seriousViolations(page)).toEqual([]);

      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('ArrowDown');
      expect(await focused()).toBe('Measurements');
      await page.keyboard.press('Enter');
      await page.waitForURL((url) => url.pathname === '/settings/measurements');
    } finally {
      await shop.close();
    }
  });

  test('It should show prices in dollars once chosen, state the rules, stop a line at 20 and wait for the payment with the total', async () => {
    const shopper = await registerShopper('dollars');
    const [product] = await fetchAllProducts('?limit=1');
    if (!product) throw new Error('No products seeded');
    const shop = await openStorefront(viewport);
    try {
      const { page } = shop;
      await signIn(page, shopper);
      await page.goto('/');
      await page.getByText('3 of 3 member discounts left').waitFor();
      await page.getByText('Delivered to your door for ₦100, or pick up for free.').waitFor();

      await page.getByLabel('Show prices in').selectOption('USD');
      await page.getByRole('list', { name: 'Top products' }).getByText(/^\$\d/).first().waitFor();
      const shipping = page.locator('.benefit').filter({ hasText: 'Delivery across Nigeria' });
      await page.waitForFunction(() => document.querySelector('.benefits')?.textContent?.includes('$0.07'), undefined, { timeout: 10_000 }).catch(() => undefined);
      expect(await shipping.textContent()).toContain('Delivered to your door for $0.07, or pick up for free.');
      await page.goto(`/products/all?product=${product.id}`);
      const panel = page.getByRole('dialog', { name: product.name });
      await panel.getByText(dollars(product.amount), { exact: true }).waitFor();
      await panel.getByRole('button', { name: 'Close product details' }).click();

      await fillCart(page, [product]);
      // The choice is remembered: the cart page opened in dollars too.
      const summary = page.locator('.cart-page__summary');
      await summary.getByText(dollars(product.amount), { exact: true }).first().waitFor();
      await page.getByText('Member discount: 50% off, order 1 of 3').waitFor();
      await page.getByText('You are charged in naira (₦).').waitFor();

      const line = page.getByRole('list', { name: 'Items in your cart' }).getByRole('listitem').filter({ hasText: product.name });
      await page.evaluate((id) => {
        const cart = JSON.parse(window.localStorage.getItem('cart') ?? '[]') as { id: string; quantity: number; price: number; amount: number }[];
        window.localStorage.setItem('cart', JSON.stringify(cart.map((item) => (item.id === id ? { ...item, quantity: 19, price: item.amount * 19 } : item))));
      }, product.id);
      await page.reload();
      await line.getByText('19', { exact: true }).waitFor();
      const increase = line.getByRole('button', { name: `Increase quantity of ${product.name}` });
      await increase.click();
      await line.getByText('20', { exact: true }).waitFor();
      await line.getByText(`You can order at most 20 of ${product.name} at a time.`).waitFor();
      // aria-disabled at the limit: still focusable and clickable, and it changes nothing.
      await increase.click({ force: true });
      expect(await line.locator('.stepper__value').textContent()).toBe('20');
      await line.getByRole('button', { name: `Decrease quantity of ${product.name}` }).click();
      await line.getByText('19', { exact: true }).waitFor();
      for (let step = 0; step < 18; step += 1) await line.getByRole('button', { name: `Decrease quantity of ${product.name}` }).click();
      await line.getByText('1', { exact: true }).waitFor();

      await chooseMeasurement(page);
      await page.getByRole('button', { name: 'Order', exact: true }).click();
      await page.waitForURL((url) => url.pathname === '/order');
      const items = page.getByRole('table', { name: 'Items in this order' });
      const row = items.getByRole('row', { name: new RegExp(product.name) });
      await row.getByRole('cell', { name: dollars(product.amount) }).first().waitFor();
      expect(await row.getByRole('cell').allTextContents()).toEqual(['1', dollars(product.amount), dollars(product.amount)]);
      await page.getByText('Deliver to').waitFor();
      // The contact name once, not as the block's title and again in the address.
      expect((await page.locator('address').first().textContent())?.split('Ada Obi')).toHaveLength(2);
      await page.getByText('Member discount: 50% off, order 1 of 3').waitFor();
      await page.getByText(/You are charged in naira/).waitFor();

      await page.getByRole('button', { name: 'Place an order' }).click();
      const waiting = page.locator('.order-page__waiting');
      await waiting.getByText('Waiting for payment').waitFor();
      const total = product.amount - Math.floor(product.amount / 2) + 100_00;
      expect(await waiting.textContent()).toMatch(/^Waiting for paymentOrder \S+: /);
      expect(await waiting.textContent()).toContain(`: ${naira(total)} (about ${dollars(total)})`);
      expect(await page.locator('.summary__total dd').textContent()).toBe(dollars(total));
    } finally {
      await shop.close();
    }
  });
});
