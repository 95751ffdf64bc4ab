import type { Page } from 'playwright-core';
import { checkoutFrame, reachOrderConfirmation, signIn } from '../support/checkout-journey';
import { catalog, orderBody, placed, registerShopper } from '../support/orders';
import { fetchAllProducts, seriousViolations, useStorefront } from '../support/storefront';
import type { Viewport } from '../support/viewports';

/**
 * What a keyboard user and a phone user stumbled on (issue 22, items 15 and 16): a way past the header and the
 * category list to the products, focus that follows Pay's pop-up in and back out, whole order ids in the
 * notification drawer, a toast that leaves the cart drawer's buttons alone, and an empty search said in words.
 */

const widths: readonly (readonly [string, Viewport])[] = [
  ['1366 px', { width: 1366, height: 768 }],
  ['390 px', { width: 390, height: 844 }],
];

/** What has focus, in the page or, when it is the checkout frame, inside it. */
async function focusedName(page: Page): Promise<string> {
  return page.evaluate(() => {
    const active = document.activeElement;
    return active?.getAttribute('aria-label') ?? active?.textContent?.trim() ?? '';
  });
}

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

function overlaps(a: Box, b: Box): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

describe.each(widths)('keyboard and feedback at %s', (_label, viewport) => {
  const shop = useStorefront(viewport, 'test');

  test('It should offer "Skip to products" on the home page, landing before the first top product', async () => {
    const { page } = shop;
    await page.goto('/');
    const top = page.getByRole('list', { name: 'Top products' });
    await top.waitFor();
    await page.keyboard.press('Tab');
    expect(await focusedName(page)).toBe('Skip to main content');
    await page.keyboard.press('Tab');
    expect(await focusedName(page)).toBe('Skip to products');
    expect(await page.getByRole('link', { name: 'Skip to products' }).isVisible()).toBe(true);
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    const firstProduct = await top.getByRole('link').first().getAttribute('href');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('href'))).toBe(firstProduct);
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('It should offer "Skip to products" on a category page, past the category list, and say when a search finds nothing', async () => {
    const { page } = shop;
    await page.goto('/products/all');
    await page.getByText(/^Showing \d+ products/).waitFor();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    expect(await focusedName(page)).toBe('Skip to products');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    // The first control of the products' column: the sort, then the cards; the category list is behind.
    expect(await page.evaluate(() => document.activeElement?.closest('#products') !== null)).toBe(true);
    expect(await page.evaluate(() => document.activeElement?.closest('nav[aria-label="Categories"]') === null)).toBe(true);

    await page.goto('/products/all?q=zzqqxx');
    await page.getByRole('status').filter({ hasText: 'No products match “zzqqxx”.' }).waitFor();
    expect(await page.getByText(/Showing 0/).count()).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);
    // Pages other than home and categories have no products to skip to.
    await page.goto('/about-us');
    expect(await page.getByRole('link', { name: 'Skip to products' }).count()).toBe(0);
  });

  test('It should keep the "added to cart" toast off the cart drawer\'s buttons', async () => {
    const { page } = shop;
    const [product] = await fetchAllProducts('?limit=1');
    if (!product) throw new Error('No products seeded');
    await page.goto('/products/all');
    await page.getByRole('button', { name: `Add ${product.name} to cart` }).click();
    const toast = page.getByRole('status').getByText(`${product.name} added to cart`);
    await toast.waitFor();
    await page.getByRole('button', { name: /^Cart/ }).click();
    const drawer = page.getByRole('dialog', { name: 'Your Cart' });
    const checkout = drawer.getByRole('button', { name: 'Checkout' });
    await checkout.waitFor();
    await toast.waitFor();
    const toastBox = await page.locator('.toast').first().boundingBox();
    if (!toastBox) throw new Error('The toast is not on screen');
    for (const button of [checkout, drawer.getByRole('link', { name: 'View cart page' }), drawer.getByRole('button', { name: 'Clear Cart' })]) {
      const box = await button.boundingBox();
      if (!box) throw new Error('A drawer button is not on screen');
      expect(overlaps(toastBox, box)).toBe(false);
    }
    // A trial click fails when anything covers the button.
    await checkout.click({ trial: true, timeout: 3000 });
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('It should show whole order ids in the notification drawer', async () => {
    const { page } = shop;
    const shopper = await registerShopper('web-notice');
    const [product] = await catalog(1);
    if (!product) throw new Error('No products seeded');
    const order = await placed(shopper, orderBody(shopper, [{ productId: product.id, quantity: 1 }]));
    await signIn(page, shopper);
    await page.getByRole('button', { name: /^Notifications, [1-9]\d* unread$/ }).click();
    const drawer = page.getByRole('dialog', { name: 'Notifications' });
    const item = drawer.getByRole('button', { name: /Order placed/ });
    const body = item.locator('.notification__body');
    await body.getByText(order.orderID, { exact: false }).waitFor();
    // Not cut short: the text fits its box (no ellipsis), and the id is on screen whole.
    expect(await body.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
    expect(await body.textContent()).toContain(order.orderID);
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('It should put focus on the card number when the pop-up opens, and back on the Pay button when it closes', async () => {
    const { page } = shop;
    await reachOrderConfirmation(page, 'web-keyboard');
    await page.getByRole('button', { name: 'Place an order' }).click();
    const frame = checkoutFrame(page);
    const number = frame.getByLabel('Card number');
    await number.waitFor();
    await expectFocused(() => number.evaluate((element) => element === document.activeElement));
    // Escape asks first; the safe answer has focus, so the customer chooses Yes on purpose.
    await page.keyboard.press('Escape');
    await frame.getByRole('button', { name: 'Yes, cancel' }).focus();
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname.startsWith('/orders/'));

    const payNow = page.getByRole('button', { name: /^Pay now/ });
    await payNow.focus();
    await page.keyboard.press('Enter');
    await expectFocused(() => checkoutFrame(page).getByLabel('Card number').evaluate((element) => element === document.activeElement));
    await page.keyboard.press('Escape');
    await checkoutFrame(page).getByRole('button', { name: 'Yes, cancel' }).focus();
    await page.keyboard.press('Enter');
    await page.locator('iframe[title="Secure checkout"]').waitFor({ state: 'detached' });
    await expectFocused(() => payNow.evaluate((element) => element === document.activeElement && !(element as HTMLButtonElement).disabled));
    expect(await seriousViolations(page)).toEqual([]);
  });
});

/** Focus moves asynchronously (frames load, buttons re-enable): wait up to 5 s for it to arrive. */
async function expectFocused(check: () => Promise<boolean>): Promise<void> {
  const deadline = Date.now() + 5000;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('Focus did not arrive where expected');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
