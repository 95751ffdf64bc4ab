import type { Notification } from '../../functions/src/shop/notification/contract';
import type { AcceptedRemake, AdminRemakeRequest, Order, RemakeRequest } from '../../functions/src/shop/order/contract';
import type { Product } from '../../functions/src/shop/product/contract';
import type { AdminPageMeta } from '../../functions/src/shop/shared/contract';
import { api } from '../support/api-client';
import { asAdmin, auditEntriesFor, counterValue } from '../support/admin';
import { waitForMail } from '../support/mail';
import { catalog, fetchOrder, orderBody, placed, registerShopper, type Shopper } from '../support/orders';

async function notificationsOf(shopper: Shopper): Promise<Notification[]> {
  return (await api<Notification[]>('/notification/fetch-my-notifications', { token: shopper.token })).body.data ?? [];
}

async function requestRemake(shopper: Shopper, body: object): Promise<RemakeRequest> {
  const made = await api<RemakeRequest>('/order/request-remake', { token: shopper.token, body });
  if (made.status !== 201 || !made.body.data) throw new Error(`request-remake answered ${made.status}: ${made.body.message}`);
  return made.body.data;
}

async function listRequests(query: string): Promise<{ data: AdminRemakeRequest[]; meta: AdminPageMeta }> {
  const answer = await asAdmin<AdminRemakeRequest[]>(`/admin/order/fetch-remake-requests${query}`);
  expect(answer.status).toBe(200);
  return { data: answer.body.data ?? [], meta: answer.body.meta as AdminPageMeta };
}

const counters = ['orders', 'orders:pending', 'remakeRequests:open'] as const;
async function counterValues(): Promise<number[]> {
  return Promise.all(counters.map((name) => counterValue(name)));
}

describe('the back office remake requests', () => {
  let ada: Shopper;
  let orderID: string;
  let toAccept: RemakeRequest;
  let toDecline: RemakeRequest;

  beforeAll(async () => {
    const [shopper, products] = await Promise.all([registerShopper('admin-remakes'), catalog(2)]);
    ada = shopper;
    const [first, second] = products as [Product, Product];
    orderID = (await placed(ada, orderBody(ada, [{ productId: first.id, quantity: 1 }, { productId: second.id, quantity: 2 }]))).orderID;
    const completed = await asAdmin('/admin/order/update-order-status', { body: { orderID, status: 'completed', confirmUnpaid: true } });
    expect(completed.status).toBe(200);
    toAccept = await requestRemake(ada, { orderID, itemIndex: 0, reason: 'The sleeves are too short', measurements: { sleeve: 26 } });
    toDecline = await requestRemake(ada, { orderID, itemIndex: 1, reason: 'I changed my mind about the colour' });
  });

  test('It should list open requests newest first with the ordered and corrected measurements, and one order\'s requests', async () => {
    const { data, meta } = await listRequests('?status=open');
    expect(meta).toMatchObject({ page: 1, perPage: 50 });
    expect(data.slice(0, 2).map((request) => request.requestId)).toEqual([toDecline.requestId, toAccept.requestId]);
    expect(data[1]).toMatchObject({ orderID, userId: ada.uuid, itemIndex: 0, status: 'open', orderedMeasurement: { chest: 38, sleeve: 24 }, correctedMeasurement: { sleeve: 26 } });
    expect(data[0]?.correctedMeasurement).toBeNull();
    const ofOrder = await listRequests(`?orderID=${orderID}`);
    expect(ofOrder.data.map((request) => request.requestId)).toEqual([toDecline.requestId, toAccept.requestId]);
    expect((await asAdmin('/admin/order/fetch-remake-requests?status=lost')).status).toBe(400);
  });

  test('It should refuse customers and anonymous callers on the admin routes', async () => {
    const body = { orderID, requestId: toAccept.requestId, reason: 'No' };
    for (const path of ['/admin/order/accept-remake', '/admin/order/decline-remake']) {
      expect((await api(path, { token: ada.token, body })).status).toBe(403);
      expect((await api(path, { body })).status).toBe(401);
    }
    expect((await api('/admin/order/fetch-remake-requests', { token: ada.token })).status).toBe(403);
    expect((await listRequests(`?orderID=${orderID}`)).data.every((request) => request.status === 'open')).toBe(true);
  });

  test('It should refuse a decline without a reason and change nothing', async () => {
    const before = await counterValues();
    const missing = await asAdmin('/admin/order/decline-remake', { body: { orderID, requestId: toDecline.requestId, reason: '  ' } });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toContain('reason is required');
    expect((await asAdmin('/admin/order/decline-remake', { body: { orderID, requestId: 'no-such-request', reason: 'Worn' } })).status).toBe(404);
    expect(await counterValues()).toEqual(before);
    expect(await auditEntriesFor('order', orderID)).toHaveLength(1);
  });

  test('It should accept a request once: a free, paid, pending remake order with the corrected measurements, counted, notified, mailed and audited', async () => {
    const before = await counterValues();
    const accepted = await asAdmin<AcceptedRemake>('/admin/order/accept-remake', { body: { orderID, requestId: toAccept.requestId } });
    expect(accepted.status).toBe(200);
    const remakeOrderID = accepted.body.data?.remakeOrder.orderID as string;
    expect(accepted.body.data?.request).toMatchObject({ status: 'accepted', remakeOrderID });
    const remake = (await fetchOrder(ada, remakeOrderID)).body.data as Order;
    expect(remake).toMatchObject({ status: 'pending', payment: 'paid', totalPrice: 0, subtotal: 0, deliveryFee: 0, remakeOf: orderID });
    expect(remake.orderItems).toHaveLength(1);
    expect(remake.orderItems[0]).toMatchObject({ quantity: 1, price: 0, measurement: { chest: 38, waist: 30, sleeve: 26 } });
    expect(await counterValues()).toEqual([(before[0] ?? 0) + 1, (before[1] ?? 0) + 1, (before[2] ?? 0) - 1]);

    const again = await asAdmin('/admin/order/accept-remake', { body: { orderID, requestId: toAccept.requestId } });
    expect([again.status, again.body.message]).toEqual([409, 'This remake request was already accepted']);
    expect((await asAdmin('/admin/order/decline-remake', { body: { orderID, requestId: toAccept.requestId, reason: 'Too late' } })).status).toBe(409);
    expect(await counterValues()).toEqual([(before[0] ?? 0) + 1, (before[1] ?? 0) + 1, (before[2] ?? 0) - 1]);

    const note = (await notificationsOf(ada)).find((candidate) => candidate.title === 'Remake accepted');
    expect(note?.body).toContain(remakeOrderID);
    const mail = await waitForMail(ada.email, (candidate) => candidate.subject.includes(remakeOrderID));
    expect(mail.text).toContain(`from order ${orderID} at no charge`);
    const audit = await auditEntriesFor('order', orderID);
    expect(audit[0]).toMatchObject({ action: 'accept-remake', before: expect.stringContaining('remake: open'), after: `remake: accepted, remakeOrder: ${remakeOrderID}` });
    expect(audit.filter((entry) => entry.action === 'accept-remake')).toHaveLength(1);
  });

  test('It should decline a request with its reason, notify, mail and audit it, and show the customer both outcomes', async () => {
    const before = await counterValues();
    const declined = await asAdmin<AdminRemakeRequest>('/admin/order/decline-remake', { body: { orderID, requestId: toDecline.requestId, reason: 'Colour changes are not remakes' } });
    expect(declined.status).toBe(200);
    expect(declined.body.data).toMatchObject({ status: 'declined', declineReason: 'Colour changes are not remakes' });
    expect(await counterValues()).toEqual([before[0], before[1], (before[2] ?? 0) - 1]);
    expect((await asAdmin('/admin/order/accept-remake', { body: { orderID, requestId: toDecline.requestId } })).status).toBe(409);

    const note = (await notificationsOf(ada)).find((candidate) => candidate.title === 'Remake declined');
    expect(note?.body).toContain('Colour changes are not remakes');
    const mail = await waitForMail(ada.email, (candidate) => candidate.subject === `About your remake request for order ${orderID}`);
    expect(mail.text).toContain('Colour changes are not remakes');
    expect((await auditEntriesFor('order', orderID))[0]).toMatchObject({ action: 'decline-remake', after: 'remake: declined, reason: Colour changes are not remakes' });

    const mine = await api<RemakeRequest[]>('/order/fetch-my-remake-requests', { token: ada.token, body: { orderID } });
    expect(mine.body.data?.map((request) => [request.status, request.declineReason])).toEqual([
      ['declined', 'Colour changes are not remakes'],
      ['accepted', null],
    ]);
    const bola = await registerShopper('admin-remakes-b');
    expect((await api('/order/fetch-my-remake-requests', { token: bola.token, body: { orderID } })).status).toBe(404);
    expect((await listRequests('?status=declined')).data.map((request) => request.requestId)).toContain(toDecline.requestId);
  });
});
