import type { AuditLogEntry } from '../../functions/src/shop/audit/contract';
import type { Notification } from '../../functions/src/shop/notification/contract';
import type { AdminOrderDetail, Order, PlacedOrder } from '../../functions/src/shop/order/contract';
import type { Product } from '../../functions/src/shop/product/contract';
import { asAdmin, auditEntriesFor, counterValue } from '../support/admin';
import { api } from '../support/api-client';
import { waitForMail } from '../support/mail';
import { cards, catalog, fetchOrder, orderBody, placed, registerShopper, storedItems, type Shopper } from '../support/orders';
import { paidOrder } from '../support/reviews';
import { cardBody, pay } from './pay-helpers';

async function notificationsOf(shopper: Shopper): Promise<Notification[]> {
  return (await api<Notification[]>('/notification/fetch-my-notifications', { token: shopper.token })).body.data ?? [];
}

function cancel(shopper: Shopper, orderID: string) {
  return api<Order>('/order/cancel-order', { token: shopper.token, body: { orderID } });
}

describe('cancelling an order', () => {
  let product: Product;

  beforeAll(async () => {
    product = (await catalog(1))[0] as Product;
  });

  test('It should cancel an unpaid order: its Pay attempt closed, its discount slot back, the customer notified in-app and by e-mail, once', async () => {
    const ada = await registerShopper('cancel-a');
    const orders: PlacedOrder[] = [];
    for (let i = 0; i < 3; i += 1) orders.push(await placed(ada, orderBody(ada, [{ productId: product.id, quantity: 1 }])));
    const order = orders[0] as PlacedOrder;
    expect(order.discount).toBeGreaterThan(0);
    const countersBefore = await Promise.all(['orders', 'orders:pending', 'orders:paid', 'revenue'].map(counterValue));

    const answer = await cancel(ada, order.orderID);
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({ orderID: order.orderID, status: 'cancelled', payment: 'unpaid', cancelledAt: expect.any(String), cancelReason: null, refunds: [] });
    expect(answer.body.data?.statusHistory.map((entry) => entry.status)).toEqual(['pending', 'cancelled']);

    // The access code it was opened with can no longer be paid, and the order cannot be paid again.
    const stale = await pay('/checkout/charge/card', { body: cardBody(order.accessCode, cards.success) });
    expect(stale.status).toBe(409);
    const again = await api('/order/pay-again', { token: ada.token, body: { orderID: order.orderID } });
    expect([again.status, again.body.message]).toEqual([409, 'This order is cancelled']);
    expect((await api<Order>('/order/verify-payment', { token: ada.token, body: { orderID: order.orderID } })).body.data).toMatchObject({ status: 'cancelled', payment: 'unpaid' });

    // The slot is free again: the member's next order gets the discount the cancelled one held.
    expect(await storedItems('discountSlot', 'orderID', order.orderID)).toEqual([]);
    const next = await placed(ada, orderBody(ada, [{ productId: product.id, quantity: 1 }]));
    expect(next.discount).toBe(order.discount);

    // Cancelling again answers the cancelled order and tells nobody twice.
    expect((await cancel(ada, order.orderID)).body.data?.status).toBe('cancelled');
    expect((await notificationsOf(ada)).filter((note) => note.orderID === order.orderID && note.title === 'Order cancelled')).toHaveLength(1);
    const mail = await waitForMail(ada.email, (candidate) => candidate.subject.includes(order.orderID) && candidate.subject.endsWith('is cancelled'));
    expect(mail.text).toContain('Nothing was charged');
    // An unpaid order never counted as paid or as pending work, so nothing moves back; it stays an order placed.
    expect(await Promise.all(['orders', 'orders:pending', 'orders:paid', 'revenue'].map(counterValue))).toEqual([countersBefore[0]! + 1, countersBefore[1], countersBefore[2], countersBefore[3]]);
  });

  test('It should refuse to cancel a paid order, one work has started on, or another customer\'s', async () => {
    const [bola, chidi] = await Promise.all([registerShopper('cancel-b'), registerShopper('cancel-c')]);
    const paid = await paidOrder(bola, [product.id]);
    const refused = await cancel(bola, paid.orderID);
    expect([refused.status, refused.body.message]).toEqual([409, 'This order is paid: contact us to cancel it']);
    expect((await fetchOrder(bola, paid.orderID)).body.data).toMatchObject({ status: 'pending', payment: 'paid' });

    const started = await placed(bola, orderBody(bola, [{ productId: product.id, quantity: 1 }]));
    expect((await asAdmin('/admin/order/update-order-status', { body: { orderID: started.orderID, status: 'processing', confirmUnpaid: true } })).status).toBe(200);
    expect((await cancel(bola, started.orderID)).status).toBe(409);

    const theirs = await cancel(chidi, started.orderID);
    expect([theirs.status, theirs.body.message]).toEqual([404, 'Order not found']);
  });

  test('It should let an admin cancel an unpaid order with a reason the customer is told and the audit log keeps, and refuse a paid one', async () => {
    const dayo = await registerShopper('cancel-d');
    const order = await placed(dayo, orderBody(dayo, [{ productId: product.id, quantity: 1 }]));
    const reason = 'The fabric is out of stock';
    const answer = await asAdmin<AdminOrderDetail>('/admin/order/cancel-order', { body: { orderID: order.orderID, reason } });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({ status: 'cancelled', cancelReason: reason, userId: dayo.uuid, duplicatePayments: [] });
    const note = (await notificationsOf(dayo)).find((candidate) => candidate.orderID === order.orderID && candidate.title === 'Order cancelled');
    expect(note?.body).toContain(reason);
    await waitForMail(dayo.email, (candidate) => candidate.subject.endsWith('is cancelled') && candidate.text.includes(reason));
    const audit: AuditLogEntry[] = await auditEntriesFor('order', order.orderID);
    expect(audit.map((entry) => entry.action)).toEqual(['cancel']);
    expect((await asAdmin('/admin/order/update-order-status', { body: { orderID: order.orderID, status: 'pending' } })).status).toBe(409);

    const paid = await paidOrder(dayo, [product.id]);
    const refused = await asAdmin('/admin/order/cancel-order', { body: { orderID: paid.orderID, reason } });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toMatch(/Refund/);
    expect((await asAdmin('/admin/order/cancel-order', { body: { orderID: order.orderID, reason: '' } })).status).toBe(400);
  });
});
