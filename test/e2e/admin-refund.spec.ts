import { signInAdmin } from '../support/admin-browser';
import { signIn } from '../support/checkout-journey';
import { until } from '../support/concurrency';
import { catalog, fetchOrder, registerShopper } from '../support/orders';
import { paidOrder } from '../support/reviews';
import { naira, openStorefront, seriousViolations, useStorefront } from '../support/storefront';
import { desktop } from '../support/viewports';

/** Naira as an admin types it: whole naira, or naira and two kobo digits. */
function typed(kobo: number): string {
  return kobo % 100 === 0 ? String(kobo / 100) : `${Math.floor(kobo / 100)}.${String(kobo % 100).padStart(2, '0')}`;
}

/**
 * An admin refunds half of a paid order from its page; Pay processes the refund and its webhook settles it;
 * the customer then sees the partial refund on the order's page and in the bell.
 */
describe('refunding half of a paid order', () => {
  const shop = useStorefront(desktop, 'test');

  test('It should refund half after a confirmation, show it pending until Pay settles it, and show the customer the refund and a notification', async () => {
    const { page } = shop;
    const shopper = await registerShopper('web-refund');
    const [product] = await catalog(1);
    if (!product) throw new Error('The seeded catalog is empty');
    const order = await paidOrder(shopper, [product.id]);
    const half = Math.floor(order.totalPrice / 2);
    const reason = 'One of the two pieces cannot be made in time';

    await signInAdmin(page);
    await page.goto(`/admin/orders/${encodeURIComponent(order.orderID)}`);
    await page.getByRole('button', { name: 'Refund', exact: true }).click();
    const form = page.getByRole('dialog', { name: `Refund order ${order.orderID}` });
    await form.waitFor();
    expect(await form.getByLabel('Amount in naira').inputValue()).toBe(typed(order.totalPrice));
    await form.getByLabel('Amount in naira').fill(typed(half));
    await form.getByLabel('Reason (sent to the customer)').fill(reason);
    expect(await seriousViolations(page)).toEqual([]);
    await form.getByRole('button', { name: 'Review refund' }).click();

    const confirm = page.getByRole('dialog', { name: `Confirm the refund of order ${order.orderID}` });
    await confirm.getByText(`gets back ${naira(half)} of the ${naira(order.totalPrice)} paid`).waitFor();
    await confirm.getByRole('button', { name: `Refund ${naira(half)}` }).click();
    await confirm.waitFor({ state: 'detached' });
    const refunds = page.getByRole('table', { name: 'Refunds' });
    await refunds.getByRole('row', { name: new RegExp(reason) }).waitFor();

    // Only Pay's webhook moves the payment: wait for it, then the page shows it on a fresh read.
    await until('the refund to settle', async () => ((await fetchOrder(shopper, order.orderID)).body.data?.payment === 'partially_refunded' ? true : undefined), 45_000);
    await page.reload();
    expect(await refunds.getByRole('row', { name: new RegExp(reason) }).innerText()).toContain('Refunded');
    await page.getByRole('definition').filter({ hasText: /^Partially refunded$/ }).first().waitFor();

    const customer = await openStorefront(desktop, shop.browser);
    try {
      const own = customer.page;
      await signIn(own, shopper);
      await own.goto(`/orders/${encodeURIComponent(order.orderID)}`);
      const row = own.getByRole('table', { name: 'Refunds' }).getByRole('row', { name: new RegExp(reason) });
      await row.waitFor();
      expect(await row.innerText()).toContain(naira(half));
      expect(await row.innerText()).toContain('Refunded');
      await own.getByRole('definition').filter({ hasText: /^Paid · awaiting tailoring · Partially refunded$/ }).waitFor();
      await own.getByRole('region', { name: 'Timeline' }).getByText(`Refunded ${naira(half)}`).waitFor();
      expect(await seriousViolations(own)).toEqual([]);

      await own.getByRole('button', { name: /^Notifications, [1-9]\d* unread$/ }).click();
      const drawer = own.getByRole('dialog', { name: 'Notifications' });
      const note = drawer.getByRole('button', { name: /Refund processed/ });
      await note.waitFor();
      expect(await note.innerText()).toContain(`for order ${order.orderID}: ${reason}`);
      expect(await seriousViolations(own)).toEqual([]);
    } finally {
      await customer.close();
    }
  });
});
