import type { Notification } from '../../functions/src/shop/notification/contract';
import type { AdminOrderDetail, Order, PlacedOrder } from '../../functions/src/shop/order/contract';
import type { Product } from '../../functions/src/shop/product/contract';
import { counterValue, seededAdminToken } from '../support/admin';
import { until } from '../support/concurrency';
import { api } from '../support/api-client';
import { readMails, waitForMail } from '../support/mail';
import { cards, catalog, chargeSuccess, doublyPaidOrder, fetchOrder, orderBody, payWithCard, placed, postWebhook, registerShopper, type Shopper } from '../support/orders';
import { cardBody, pay, shopMerchantKeys } from './pay-helpers';

async function notificationsOf(shopper: Shopper): Promise<Notification[]> {
  return (await api<Notification[]>('/notification/fetch-my-notifications', { token: shopper.token })).body.data ?? [];
}

/**
 * How many receipts the order's customer got: the mail outbox sends them a moment after the order is paid, so
 * this waits for the first, then gives a second one time to arrive (the outbox polls every 200 ms in tests).
 */
async function receiptsFor(shopper: Shopper, orderID: string): Promise<number> {
  const isReceipt = (mail: { subject: string }) => mail.subject.startsWith('Receipt') && mail.subject.includes(orderID);
  await waitForMail(shopper.email, isReceipt);
  await new Promise((wake) => setTimeout(wake, 1000));
  return (await readMails(shopper.email)).filter(isReceipt).length;
}

function verify(shopper: Shopper, orderID: string) {
  return api<Order>('/order/verify-payment', { token: shopper.token, body: { orderID } });
}

describe('paying for an order through Pay', () => {
  let ada: Shopper;
  let bola: Shopper;
  let product: Product;

  beforeAll(async () => {
    [ada, bola] = await Promise.all([registerShopper('pay-a'), registerShopper('pay-b')]);
    product = (await catalog(1))[0] as Product;
  });

  async function newOrder(shopper: Shopper = ada): Promise<PlacedOrder> {
    return placed(shopper, orderBody(shopper, [{ productId: product.id, quantity: 1 }]));
  }

  test('It should send the order confirmation with the priced lines when an order is placed', async () => {
    const order = await newOrder();
    const mail = await waitForMail(ada.email, (candidate) => candidate.subject.includes(order.orderID));
    expect(mail.text).toContain(product.name);
    expect(mail.html).toContain('<table');
    const placedNote = (await notificationsOf(ada)).find((note) => note.orderID === order.orderID);
    expect(placedNote).toMatchObject({ title: 'Order placed', type: 'order', read: false });
  });

  test('It should leave the order unpaid until Pay confirms, then mark it paid with one notification and one receipt', async () => {
    const order = await newOrder();
    const early = await verify(ada, order.orderID);
    expect([early.status, early.body.data?.payment]).toEqual([200, 'unpaid']);
    expect(await payWithCard(order.accessCode)).toBe('success');
    const confirmed = await verify(ada, order.orderID);
    expect(confirmed.body.data).toMatchObject({ payment: 'paid', paidAt: expect.any(String), totalPrice: order.totalPrice });
    await verify(ada, order.orderID);
    expect((await notificationsOf(ada)).filter((note) => note.orderID === order.orderID && note.title === 'Payment received')).toHaveLength(1);
    expect(await receiptsFor(ada, order.orderID)).toBe(1);
  });

  test("It should mark the order paid from Pay's own signed webhook when the customer never comes back to verify", async () => {
    const order = await newOrder();
    expect(await payWithCard(order.accessCode)).toBe('success');
    const deadline = Date.now() + 20_000;
    let payment = (await fetchOrder(ada, order.orderID)).body.data?.payment;
    while (payment !== 'paid' && Date.now() < deadline) {
      await new Promise((wake) => setTimeout(wake, 250));
      payment = (await fetchOrder(ada, order.orderID)).body.data?.payment;
    }
    expect(payment).toBe('paid');
    expect((await notificationsOf(ada)).filter((note) => note.orderID === order.orderID && note.title === 'Payment received')).toHaveLength(1);
    expect(await receiptsFor(ada, order.orderID)).toBe(1);
  });

  test('It should refuse unsigned and forged webhooks with 401 and change nothing', async () => {
    const order = await newOrder();
    const payload = chargeSuccess(order.orderID, order.totalPrice);
    expect((await api('/pay/webhook', { body: payload })).status).toBe(401);
    expect((await postWebhook(payload, 'ab'.repeat(64))).status).toBe(401);
    expect((await postWebhook(payload, 'not-hex')).status).toBe(401);
    expect((await fetchOrder(ada, order.orderID)).body.data?.payment).toBe('unpaid');
  });

  test('It should mark the order paid from a signed webhook alone (the tab closed), once however often it is replayed', async () => {
    const order = await newOrder();
    await payWithCard(order.accessCode);
    const payload = chargeSuccess(order.orderID, order.totalPrice);
    const answers = await Promise.all([postWebhook(payload), postWebhook(payload), postWebhook(payload)]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
    expect((await postWebhook(payload)).status).toBe(200);
    expect((await fetchOrder(ada, order.orderID)).body.data?.payment).toBe('paid');
    expect((await notificationsOf(ada)).filter((note) => note.orderID === order.orderID && note.title === 'Payment received')).toHaveLength(1);
    expect(await receiptsFor(ada, order.orderID)).toBe(1);
  });

  test('It should not take a signed webhook for an unpaid transaction as payment: Pay is asked first', async () => {
    const order = await newOrder();
    expect((await postWebhook(chargeSuccess(order.orderID, order.totalPrice))).status).toBe(200);
    expect((await fetchOrder(ada, order.orderID)).body.data?.payment).toBe('unpaid');
  });

  test('It should mark the order paid once when verify and the webhook race', async () => {
    const order = await newOrder();
    await payWithCard(order.accessCode);
    const payload = chargeSuccess(order.orderID, order.totalPrice);
    await Promise.all([verify(ada, order.orderID), postWebhook(payload), verify(ada, order.orderID), postWebhook(payload)]);
    expect((await fetchOrder(ada, order.orderID)).body.data?.payment).toBe('paid');
    expect((await notificationsOf(ada)).filter((note) => note.orderID === order.orderID && note.title === 'Payment received')).toHaveLength(1);
    expect(await receiptsFor(ada, order.orderID)).toBe(1);
  });

  test('It should keep a declined order unpaid and let "Pay now" start a new attempt {orderID}-2 that pays the same order', async () => {
    const order = await newOrder();
    expect(await payWithCard(order.accessCode, cards.declined)).toBe('failed');
    expect((await verify(ada, order.orderID)).body.data?.payment).toBe('failed');
    const again = await api<PlacedOrder>('/order/pay-again', { token: ada.token, body: { orderID: order.orderID } });
    expect(again.status).toBe(200);
    expect(again.body.data?.accessCode).not.toBe(order.accessCode);
    expect(await payWithCard(again.body.data?.accessCode ?? '')).toBe('success');
    expect((await verify(ada, order.orderID)).body.data).toMatchObject({ orderID: order.orderID, payment: 'paid' });
    const stored = (await api<Order[]>('/order/fetch-my-orders', { token: ada.token })).body.data ?? [];
    expect(stored.filter((candidate) => candidate.orderID === order.orderID)).toHaveLength(1);
    const paidAgain = await api('/order/pay-again', { token: ada.token, body: { orderID: order.orderID } });
    expect(paidAgain.status).toBe(409);
  });

  test("It should answer 404 to a customer reading, verifying or paying another customer's order, exactly as for an unknown id", async () => {
    const order = await newOrder();
    for (const path of ['/order/fetch-order-byID', '/order/verify-payment', '/order/pay-again']) {
      const theirs = await api(path, { token: bola.token, body: { orderID: order.orderID } });
      const unknown = await api(path, { token: bola.token, body: { orderID: 'ZZZZZZZZZZ' } });
      expect([theirs.status, theirs.body.message]).toEqual([404, unknown.body.message]);
      expect(unknown.status).toBe(404);
    }
    const listed = (await api<Order[]>('/order/fetch-my-orders', { token: bola.token })).body.data ?? [];
    expect(listed.some((candidate) => candidate.orderID === order.orderID)).toBe(false);
    expect((await fetchOrder(ada, order.orderID)).body.data?.payment).toBe('unpaid');
  });

  test('It should cancel the open attempt at Pay when "Pay now" starts the next, so only the new access code pays, once', async () => {
    const order = await newOrder();
    const again = await api<PlacedOrder>('/order/pay-again', { token: ada.token, body: { orderID: order.orderID } });
    expect(again.status).toBe(200);
    const next = again.body.data?.accessCode ?? '';
    expect(next).not.toBe(order.accessCode);
    const stale = await pay('/checkout/charge/card', { body: cardBody(order.accessCode, cards.success) });
    expect(stale.status).toBe(409);
    const first = await pay<{ status: string }>(`/transaction/verify/${order.orderID}`, { key: shopMerchantKeys().secretKey });
    expect(first.body.data.status).toBe('abandoned');
    expect(await payWithCard(next)).toBe('success');
    expect((await verify(ada, order.orderID)).body.data).toMatchObject({ payment: 'paid' });
    expect((await notificationsOf(ada)).filter((note) => note.orderID === order.orderID && note.title === 'Payment received')).toHaveLength(1);
    expect(await receiptsFor(ada, order.orderID)).toBe(1);
  });

  test('It should record a success for an order another payment already paid as a duplicate payment the back office sees, once', async () => {
    const { order } = await doublyPaidOrder(ada, product.id);
    const duplicate = chargeSuccess(`${order.orderID}-2`, order.totalPrice);
    const answers = await Promise.all([postWebhook(duplicate), postWebhook(duplicate), postWebhook(chargeSuccess(order.orderID, order.totalPrice))]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
    const detail = await api<AdminOrderDetail>('/admin/order/fetch-order-byID', { token: await seededAdminToken(), body: { orderID: order.orderID } });
    expect(detail.body.data).toMatchObject({ payment: 'paid', totalPrice: order.totalPrice });
    expect(detail.body.data?.duplicatePayments).toEqual([
      { reference: `${order.orderID}-2`, amount: order.totalPrice, currency: 'NGN', paidAt: expect.any(String), recordedAt: expect.any(String), refund: expect.stringMatching(/^(pending|refunded)$/), refundNote: expect.any(String) },
    ]);
    expect((await notificationsOf(ada)).filter((note) => note.orderID === order.orderID && note.title === 'Payment received')).toHaveLength(1);
    expect(await receiptsFor(ada, order.orderID)).toBe(1);
  });

  test('It should refund a duplicate payment in full through Pay, once, and show it refunded to the back office without touching the order or revenue', async () => {
    const { order, duplicateReference } = await doublyPaidOrder(ada, product.id);
    const revenue = await counterValue('revenue');
    const duplicate = chargeSuccess(duplicateReference, order.totalPrice);
    await Promise.all([postWebhook(duplicate), postWebhook(duplicate), verify(ada, order.orderID)]);
    const admin = await seededAdminToken();
    const refunded = await until(
      'the duplicate payment to be refunded',
      async () => {
        const detail = (await api<AdminOrderDetail>('/admin/order/fetch-order-byID', { token: admin, body: { orderID: order.orderID } })).body.data;
        // The detail reads the order, its duplicate payments and its refunds side by side, so one read can fall
        // either side of the settling transaction: wait until both sides show it settled.
        return detail?.duplicatePayments[0]?.refund === 'refunded' && detail.refunds.length > 0 && detail.refunds.every((refund) => refund.status !== 'pending') ? detail : undefined;
      },
      45_000,
    );
    expect(refunded).toMatchObject({ payment: 'paid', refundedAmount: 0, refundPendingAmount: 0 });
    expect(refunded.duplicatePayments).toEqual([expect.objectContaining({ reference: duplicateReference, refund: 'refunded', refundNote: expect.stringMatching(/^Refunded in full through Pay/) })]);
    expect(refunded.refunds).toEqual([expect.objectContaining({ kind: 'duplicate', amount: order.totalPrice, status: 'processed' })]);
    const atPay = await pay<{ status: string }>(`/transaction/verify/${duplicateReference}`, { key: shopMerchantKeys().secretKey });
    expect(atPay.body.data.status).toBe('refunded');
    const first = await pay<{ status: string }>(`/transaction/verify/${order.orderID}`, { key: shopMerchantKeys().secretKey });
    expect(first.body.data.status).toBe('success');
    expect(await counterValue('revenue')).toBe(revenue);
  }, 90_000);
});
