import type { Page } from 'playwright-core';
import type { Order } from '../../functions/src/shop/order/contract';
import { totpOf } from '../support/admin';
import { signIn } from '../support/checkout-journey';
import { catalog, chargedOrder, orderBody, placed, registerShopper, waitUntilPaid, type Shopper } from '../support/orders';
import { naira, seriousViolations, useStorefront } from '../support/storefront';

/** Security & Payment Methods and the order page, at a laptop's width and a phone's. */

const widths = [
  ['1366 px', { width: 1366, height: 900 }],
  ['390 px', { width: 390, height: 844 }],
] as const;

/** A shopper who paid one order by card (so Pay saved the card) and has a second order still unpaid. */
async function shopperWithSavedCard(label: string): Promise<{ shopper: Shopper; paid: Order; unpaid: Order }> {
  const shopper = await registerShopper(label);
  const [product] = await catalog(1);
  if (!product) throw new Error('No products seeded');
  const first = await chargedOrder(shopper, [product.id]);
  const paid = await waitUntilPaid(shopper, first.orderID);
  const unpaid = await placed(shopper, orderBody(shopper, [{ productId: product.id, quantity: 1 }]));
  return { shopper, paid, unpaid };
}

async function box(page: Page, selector: string) {
  const found = await page.locator(selector).first().boundingBox();
  if (!found) throw new Error(`${selector} is not shown`);
  return found;
}

describe.each(widths)('security & payment methods at %s', (_label, viewport) => {
  const shop = useStorefront(viewport, 'test');

  test('It should turn on two-factor sign-in, pay an unpaid order with the saved card after a confirmation, and remove the card', async () => {
    const { page } = shop;
    const { shopper, unpaid } = await shopperWithSavedCard('web-cards');
    await signIn(page, shopper);
    await page.goto('/settings/security');
    await page.getByRole('heading', { level: 2, name: 'Security & Payment Methods' }).waitFor();
    await page.getByRole('region', { name: 'Saved payment methods' }).locator('strong', { hasText: 'Visa ending 4081' }).waitFor();
    await page.getByRole('button', { name: 'Delete my account' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Set up two-factor sign-in' }).click();
    const uri = (await page.getByRole('link', { name: 'Add to an authenticator app on this device' }).getAttribute('href')) ?? '';
    const totp = totpOf(uri);
    await page.getByLabel('6-digit code from the app').fill(totp.generate());
    await page.getByLabel('Your password').fill(shopper.password);
    await page.getByRole('button', { name: 'Turn on two-factor sign-in' }).click();
    const codes = page.getByRole('region', { name: 'Your recovery codes' }).getByRole('listitem');
    await codes.first().waitFor();
    expect(await codes.count()).toBe(8);
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'I have saved these codes' }).click();
    await page.getByText('Every sign-in asks for a code from your authenticator app').waitFor();

    // Still signed in (the confirmation opened this browser's new session): pay the unpaid order with the card.
    await page.goto(`/orders/${encodeURIComponent(unpaid.orderID)}`);
    await page.getByRole('button', { name: 'Pay with Visa ending 4081' }).click();
    const confirm = page.getByRole('alertdialog', { name: `Pay ${naira(unpaid.totalPrice)} with Visa ending 4081?` });
    await confirm.waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await confirm.getByRole('button', { name: `Pay ${naira(unpaid.totalPrice)}` }).click();
    await page.locator('.order-page__panel').getByText('Paid · awaiting tailoring', { exact: true }).waitFor();
    expect(await page.getByRole('button', { name: /^Pay now/ }).count()).toBe(0);

    await page.goto('/settings/security');
    await page.getByRole('button', { name: 'Remove Visa ending 4081' }).click();
    const remove = page.getByRole('alertdialog', { name: 'Remove Visa ending 4081?' });
    await remove.getByRole('button', { name: 'Remove card' }).click();
    await page.getByText('No saved cards yet.', { exact: false }).waitFor();

    // The next sign-in asks for the code.
    await page.context().clearCookies();
    await page.goto('/login?redirect=/products/all');
    await page.getByLabel('Email').fill(shopper.email);
    await page.getByLabel('Password', { exact: true }).fill(shopper.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await page.getByText(/authenticator app/).first().waitFor();
  });

  test('It should show a paid order in one state with dates as 24 Nov 2026, and put status, total and payment above the measurements', async () => {
    const { page } = shop;
    const { shopper, paid } = await shopperWithSavedCard('web-order-page');
    await signIn(page, shopper);
    await page.goto(`/orders/${encodeURIComponent(paid.orderID)}`);
    const panel = page.locator('.order-page__panel');
    await panel.getByText('Paid · awaiting tailoring', { exact: true }).waitFor();
    expect(await panel.getByText('Pending', { exact: true }).count()).toBe(0);
    expect(await panel.getByText(/^\d{1,2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{4}$/).count()).toBe(1);
    const steps = await page.getByRole('region', { name: 'Timeline' }).getByRole('listitem').locator('span').allTextContents();
    expect(steps.slice(0, 2)).toEqual(['Order placed', 'Payment received']);
    expect(await page.getByRole('button', { name: /Write a review/ }).count()).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);

    const summary = await box(page, '.order-page__panel');
    const measurements = await box(page, '.measure-table');
    if (viewport.width < 900) expect(summary.y + summary.height).toBeLessThanOrEqual(measurements.y);
    else expect(summary.x).toBeGreaterThan(measurements.x + measurements.width - 1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  });
});
