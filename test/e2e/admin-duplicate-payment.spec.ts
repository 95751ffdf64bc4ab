import type { AdminOrderDetail } from '../../functions/src/shop/order/contract';
import { asAdmin } from '../support/admin';
import { signInAdmin } from '../support/admin-browser';
import { until } from '../support/concurrency';
import { catalog, chargeSuccess, doublyPaidOrder, postWebhook, registerShopper } from '../support/orders';
import { seriousViolations, useStorefront } from '../support/storefront';
import { describeEachViewport } from '../support/viewports';

/** A payment that arrives for an order another payment already paid, as the back office sees it on the order's page. */
describeEachViewport('a duplicate payment in the back office on %s', (_label, viewport) => {
  const shop = useStorefront(viewport, 'test');

  test("It should show the second payment under 'Duplicate payment' with its reference, amount and its automatic refund through Pay", async () => {
    const { page } = shop;
    const shopper = await registerShopper('duplicate-payment-e2e');
    const [product] = await catalog(1);
    if (!product) throw new Error('The seeded catalog is empty');
    const { order, duplicateReference } = await doublyPaidOrder(shopper, product.id);
    expect((await postWebhook(chargeSuccess(duplicateReference, order.totalPrice))).status).toBe(200);

    // The Shop refunds the duplicate through Pay by itself; Pay's webhook settles it.
    await until(
      'the duplicate payment to be refunded',
      async () => {
        const detail = (await asAdmin<AdminOrderDetail>('/admin/order/fetch-order-byID', { body: { orderID: order.orderID } })).body.data;
        return detail?.duplicatePayments.some((payment) => payment.reference === duplicateReference && payment.refund === 'refunded') ? true : undefined;
      },
      45_000,
    );
    await signInAdmin(page);
    await page.goto(`/admin/orders/${order.orderID}`);
    await page.getByRole('heading', { level: 2, name: 'Duplicate payment' }).waitFor();
    const row = page.getByRole('table', { name: 'Duplicate payments of this order' }).getByRole('row', { name: new RegExp(duplicateReference) });
    expect(await row.count()).toBe(1);
    expect(await row.innerText()).toContain('Refunded in full through Pay');
    expect(await seriousViolations(page)).toEqual([]);
  });
});
