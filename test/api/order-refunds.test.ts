import { randomUUID } from 'node:crypto';
import type { Dashboard } from '../../functions/src/shop/dashboard/contract';
import type { Notification } from '../../functions/src/shop/notification/contract';
import type { AdminOrderDetail, AdminRemakeRequest, Order, RemakeRequest, SettledRemake } from '../../functions/src/shop/order/contract';
import type { Product } from '../../functions/src/shop/product/contract';
import { asAdmin, auditEntriesFor, counterValue, seededAdminToken } from '../support/admin';
import { api } from '../support/api-client';
import { until } from '../support/concurrency';
import { waitForMail } from '../support/mail';
import { catalog, fetchOrder, orderBody, placed, postWebhook, registerShopper, storedItems, type Shopper } from '../support/orders';
import { setShopWebhookUrl } from '../support/pay-merchant';
import { paidOrder } from '../support/reviews';
import { shopUrl } from '../support/stack';
import { pay, shopMerchantKeys } from './pay-helpers';

async function notificationsOf(shopper: Shopper): Promise<Notification[]> {
  return (await api<Notification[]>('/notification/fetch-my-notifications', { token: shopper.token })).body.data ?? [];
}

function refund(body: { orderID: string; amount: number; reason: string; cancel?: boolean; idempotencyKey?: string }) {
  return asAdmin<AdminOrderDetail>('/admin/order/refund-order', { body: { idempotencyKey: randomUUID(), ...body } });
}

async function detail(orderID: string): Promise<AdminOrderDetail> {
  const answer = await asAdmin<AdminOrderDetail>('/admin/order/fetch-order-byID', { body: { orderID } });
  if (!answer.body.data) throw new Error(`fetch-order-byID answered ${answer.status}`);
  return answer.body.data;
}

/** Waits until Pay's webhook has settled every refund of the order. */
function settled(orderID: string): Promise<AdminOrderDetail> {
  return until(
    `the refunds of ${orderID} to settle`,
    async () => {
      const order = await detail(orderID);
      return order.refunds.length > 0 && order.refunds.every((item) => item.status !== 'pending') ? order : undefined;
    },
    45_000,
  );
}

/** Pay's refunds of a transaction, as the Shop's merchant account sees them. */
async function payRefundsOf(reference: string): Promise<{ id: number; status: string; amount: number }[]> {
  const answer = await pay<{ id: number; status: string; amount: number }[]>(`/refund?transaction=${encodeURIComponent(reference)}`, { key: shopMerchantKeys().secretKey });
  return answer.body.data ?? [];
}

describe('refunding orders through Pay', () => {
  let ada: Shopper;
  let product: Product;

  beforeAll(async () => {
    [ada, product] = await Promise.all([registerShopper('refund-a'), catalog(1).then((products) => products[0] as Product)]);
  });

  test("It should refund a paid order in full, moving its payment only on Pay's webhook, with revenue net of it and the customer told once", async () => {
    const order = await paidOrder(ada, [product.id]);
    const before = { revenue: await counterValue('revenue'), pending: await counterValue('orders:pending') };
    const reason = 'The tailor cannot make it in time';
    const asked = await refund({ orderID: order.orderID, amount: order.totalPrice, reason });
    expect(asked.status).toBe(200);
    // The button alone moves nothing but the reservation.
    expect(asked.body.data).toMatchObject({ payment: 'paid', refundPendingAmount: order.totalPrice, refundedAmount: 0 });
    expect(asked.body.data?.refunds).toEqual([{ refundId: expect.any(String), amount: order.totalPrice, reason, kind: 'admin', status: 'pending', requestedAt: expect.any(String), settledAt: null }]);

    const done = await settled(order.orderID);
    expect(done).toMatchObject({ payment: 'refunded', refundedAmount: order.totalPrice, refundPendingAmount: 0 });
    expect(done.refunds[0]).toMatchObject({ status: 'processed', settledAt: expect.any(String) });
    expect(await counterValue('revenue')).toBe(before.revenue - order.totalPrice);
    expect(await counterValue('orders:pending')).toBe(before.pending - 1);
    const dashboard = (await asAdmin<Dashboard>('/admin/dashboard')).body.data;
    expect(dashboard?.revenue).toBe(before.revenue - order.totalPrice);

    const customerView = (await fetchOrder(ada, order.orderID)).body.data;
    expect(customerView).toMatchObject({ payment: 'refunded', refundedAmount: order.totalPrice, refunds: [expect.objectContaining({ status: 'processed', reason })] });
    expect((await notificationsOf(ada)).filter((note) => note.orderID === order.orderID && note.title === 'Refund processed')).toHaveLength(1);
    const mail = await waitForMail(ada.email, (candidate) => candidate.subject.startsWith('Refund of') && candidate.subject.includes(order.orderID));
    expect(mail.text).toContain(reason);
    expect((await auditEntriesFor('order', order.orderID)).map((entry) => entry.action)).toEqual(['refund']);
    const nothingLeft = await refund({ orderID: order.orderID, amount: 1, reason });
    expect(nothingLeft.status).toBe(409);
  }, 90_000);

  test('It should refund in parts, refuse more than is left naming the most, and answer a repeated request with the same refund', async () => {
    const order = await paidOrder(ada, [product.id]);
    const half = Math.floor(order.totalPrice / 2);
    const key = randomUUID();
    const first = await refund({ orderID: order.orderID, amount: half, reason: 'Alteration allowance', idempotencyKey: key });
    expect(first.status).toBe(200);
    const again = await refund({ orderID: order.orderID, amount: half, reason: 'Alteration allowance', idempotencyKey: key });
    expect(again.status).toBe(200);
    expect(again.body.data?.refunds).toHaveLength(1);
    const over = await refund({ orderID: order.orderID, amount: order.totalPrice - half + 1, reason: 'Too much' });
    expect(over.status).toBe(400);
    expect(over.body.message).toContain(`${order.totalPrice - half} kobo`);

    const part = await settled(order.orderID);
    expect(part).toMatchObject({ payment: 'partially_refunded', refundedAmount: half, refundPendingAmount: 0 });
    expect(await payRefundsOf(order.orderID)).toHaveLength(1);
    expect((await refund({ orderID: order.orderID, amount: order.totalPrice - half, reason: 'The rest' })).status).toBe(200);
    expect(await settled(order.orderID)).toMatchObject({ payment: 'refunded', refundedAmount: order.totalPrice });

    const csv = await fetch(`${shopUrl()}/api/v1/admin/order/export-orders?q=${order.orderID}`, { headers: { authorization: `Bearer ${await seededAdminToken()}` } });
    const rows = (await csv.text()).trim().split('\r\n');
    expect(rows[1]?.split(',').slice(-3)).toEqual(['refunded', (order.totalPrice / 100).toFixed(2), (order.totalPrice / 100).toFixed(2)]);
  }, 120_000);

  test('It should refuse refunds of unpaid orders, and cancel a paid order with its refund when asked', async () => {
    const unpaid = await placed(ada, orderBody(ada, [{ productId: product.id, quantity: 1 }]));
    expect((await refund({ orderID: unpaid.orderID, amount: 100, reason: 'No' })).status).toBe(409);
    expect((await refund({ orderID: unpaid.orderID, amount: 0, reason: 'No' })).status).toBe(400);

    const order = await paidOrder(ada, [product.id]);
    const pending = await counterValue('orders:pending');
    const asked = await refund({ orderID: order.orderID, amount: order.totalPrice, reason: 'Customer changed their mind', cancel: true });
    expect(asked.body.data).toMatchObject({ status: 'cancelled', cancelReason: 'Customer changed their mind', payment: 'paid' });
    expect(await counterValue('orders:pending')).toBe(pending - 1);
    expect(await settled(order.orderID)).toMatchObject({ status: 'cancelled', payment: 'refunded' });
    expect(await counterValue('orders:pending')).toBe(pending - 1);
    expect((await auditEntriesFor('order', order.orderID)).map((entry) => entry.action)).toEqual(['cancel-and-refund']);
  }, 90_000);

  test('It should mark a refund Pay could not make failed, release its amount, leave the payment as it was and tell the admins', async () => {
    const order = await paidOrder(ada, [product.id]);
    // Pay's test bank declines refunds whose amount ends in 13 kobo (docs/pay.md).
    expect((await refund({ orderID: order.orderID, amount: 1_013, reason: 'Test bank declines this' })).status).toBe(200);
    const done = await settled(order.orderID);
    expect(done).toMatchObject({ payment: 'paid', refundedAmount: 0, refundPendingAmount: 0 });
    expect(done.refunds).toEqual([expect.objectContaining({ amount: 1_013, status: 'failed', settledAt: expect.any(String) })]);
    const notes = await storedItems('notification', 'orderID', order.orderID);
    expect(notes.filter((note) => note.userId === 'admins').map((note) => note.title)).toEqual(['Refund failed']);
    expect((await notificationsOf(ada)).some((note) => note.orderID === order.orderID && note.title.startsWith('Refund'))).toBe(false);
  }, 90_000);

  test('It should move the order once when the refund webhooks arrive replayed and out of order (processed before pending)', async () => {
    const order = await paidOrder(ada, [product.id]);
    const amount = Math.floor(order.totalPrice / 4);
    const revenue = await counterValue('revenue');
    const restore = await setShopWebhookUrl('');
    let payRefund: { id: number; status: string } | undefined;
    try {
      expect((await refund({ orderID: order.orderID, amount, reason: 'Stain on the collar' })).status).toBe(200);
      payRefund = await until('Pay to process the refund', async () => (await payRefundsOf(order.orderID)).find((item) => item.status === 'processed'), 45_000);
    } finally {
      await restore();
    }
    const event = (name: string, status: string) => ({ event: name, data: { id: payRefund?.id, status, amount, currency: 'NGN', transaction_reference: order.orderID, transaction: { reference: order.orderID } } });
    const answers = await Promise.all([postWebhook(event('refund.processed', 'processed')), postWebhook(event('refund.processed', 'processed'))]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    expect((await postWebhook(event('refund.pending', 'pending'))).status).toBe(200);
    expect((await postWebhook(event('refund.processed', 'processed'))).status).toBe(200);

    expect(await detail(order.orderID)).toMatchObject({ payment: 'partially_refunded', refundedAmount: amount, refundPendingAmount: 0 });
    expect(await counterValue('revenue')).toBe(revenue - amount);
    expect((await notificationsOf(ada)).filter((note) => note.orderID === order.orderID && note.title === 'Refund processed')).toHaveLength(1);
    // A webhook's own words are never trusted: a forged "processed" for a refund Pay does not know changes nothing.
    expect((await postWebhook({ event: 'refund.processed', data: { id: 999_999_999, status: 'processed', amount: 1 } })).status).toBe(200);
    expect((await detail(order.orderID)).refundedAmount).toBe(amount);
  }, 90_000);
});

describe('settling a remake request in money', () => {
  let bola: Shopper;
  let product: Product;
  let order: Order;

  async function requestRemake(reason: string): Promise<RemakeRequest> {
    const made = await api<RemakeRequest>('/order/request-remake', { token: bola.token, body: { orderID: order.orderID, itemIndex: 0, reason } });
    if (!made.body.data) throw new Error(`request-remake answered ${made.status}`);
    return made.body.data;
  }

  beforeAll(async () => {
    [bola, product] = await Promise.all([registerShopper('refund-remake'), catalog(1).then((products) => products[0] as Product)]);
    order = await paidOrder(bola, [product.id]);
    expect((await asAdmin('/admin/order/update-order-status', { body: { orderID: order.orderID, status: 'completed' } })).status).toBe(200);
  });

  test('It should give a partial refund for a remake request, tell the customer the outcome, and refund it through Pay', async () => {
    const request = await requestRemake('The waist is loose');
    const openBefore = await counterValue('remakeRequests:open');
    const amount = 2_000_00;
    const answer = await asAdmin<SettledRemake>('/admin/order/settle-remake', {
      body: { orderID: order.orderID, requestId: request.requestId, outcome: 'partial_refund', amount, note: 'An allowance for a local alteration', idempotencyKey: randomUUID() },
    });
    expect(answer.status).toBe(200);
    expect(answer.body.data?.request).toMatchObject({ status: 'refunded', outcome: 'partial_refund', refundAmount: amount, settlementNote: 'An allowance for a local alteration' });
    expect(answer.body.data?.order.refunds).toEqual([expect.objectContaining({ kind: 'remake', amount, status: 'pending' })]);
    expect(await counterValue('remakeRequests:open')).toBe(openBefore - 1);
    const note = (await notificationsOf(bola)).find((candidate) => candidate.title === 'Remake request settled');
    expect(note?.body).toContain('partial refund');
    expect(await settled(order.orderID)).toMatchObject({ payment: 'partially_refunded', refundedAmount: amount });
    const mine = (await api<RemakeRequest[]>('/order/fetch-my-remake-requests', { token: bola.token, body: { orderID: order.orderID } })).body.data ?? [];
    expect(mine.find((item) => item.requestId === request.requestId)).toMatchObject({ outcome: 'partial_refund', refundAmount: amount });
    const again = await asAdmin('/admin/order/settle-remake', { body: { orderID: order.orderID, requestId: request.requestId, outcome: 'partial_refund', amount, note: 'Twice', idempotencyKey: randomUUID() } });
    expect(again.status).toBe(409);
  }, 90_000);

  test('It should give a full refund of the item only once the garment is returned', async () => {
    const request = await requestRemake('It does not fit at all');
    const base = { orderID: order.orderID, requestId: request.requestId, outcome: 'full_refund', note: 'Returned in good condition', idempotencyKey: randomUUID() };
    const notReturned = await asAdmin('/admin/order/settle-remake', { body: base });
    expect(notReturned.status).toBe(400);
    const answer = await asAdmin<SettledRemake>('/admin/order/settle-remake', { body: { ...base, garmentReturned: true } });
    expect(answer.status).toBe(200);
    const remaining = order.totalPrice - 2_000_00;
    // The item's price (no member discount here beyond the order's), never the delivery fee, at most what is left.
    expect(answer.body.data?.request.refundAmount).toBe(Math.min(order.subtotal - order.discount, remaining));
    const listed = (await asAdmin<AdminRemakeRequest[]>(`/admin/order/fetch-remake-requests?status=refunded&orderID=${order.orderID}`)).body.data ?? [];
    expect(listed.map((item) => item.outcome).sort()).toEqual(['full_refund', 'partial_refund']);
  }, 60_000);
});
