import type * as z from '../../lib/zod';
import { isTransactionCancelled } from '../../lib/db/condition-failure';
import { transactWrite } from '../../lib/db/transact';
import { ConflictError, NotFoundError } from '../../lib/http/errors';
import { Order, type OrderItem } from '../db/order';
import { RemakeRequest, type RemakeRequestItem } from '../db/remake-request';
import { shopTables, type ShopWriters } from '../db/transaction';
import { auditWrite } from '../shared/audit';
import { adminPageSize } from '../shared/contract';
import { readOffsetPage, type OffsetPage } from '../shared/offset-paging';
import type { AcceptedRemake, AdminRemakeRequest, fetchRemakeRequestsQuery } from './contract';
import { newOrderId } from './order-id';
import { remakeAcceptedMail, remakeDeclinedMail } from './order-mail';
import { queueMail } from './order-mailer';
import { remakeDecidedNotification } from './order-notifications';
import { toOrderView } from './order-view';
import { toAdminRemakeView } from './remake-view';

type Query = z.output<typeof fetchRemakeRequestsQuery>;

/** `GET /admin/order/fetch-remake-requests`: offset pages of 50 of one status newest first, or one order's requests. */
export async function fetchRemakeRequests(query: Query): Promise<OffsetPage<AdminRemakeRequest>> {
  if (query.orderID) {
    const { data } = await RemakeRequest.query.byOrder({ orderID: query.orderID }).go({ pages: 'all', consistent: true });
    const items = data.filter((item) => item.status === query.status).sort((a, b) => b.created_at.localeCompare(a.created_at));
    const start = (query.page - 1) * adminPageSize;
    return { items: items.slice(start, start + adminPageSize).map(toAdminRemakeView), page: query.page, perPage: adminPageSize, hasMore: items.length > start + adminPageSize };
  }
  const page = await readOffsetPage(
    (cursor, limit) => RemakeRequest.query.byStatus({ status: query.status }).go({ order: 'desc', cursor, limit }),
    query.page,
    adminPageSize,
  );
  return { ...page, items: page.items.map(toAdminRemakeView) };
}

/** The request and its order, read consistently; an already decided request is a 409 (a second accept changes nothing). */
export async function loadOpenRequest(orderID: string, requestId: string): Promise<{ request: RemakeRequestItem; order: OrderItem }> {
  const [{ data: request }, { data: order }] = await Promise.all([
    RemakeRequest.get({ orderID, requestId }).go({ consistent: true }),
    Order.get({ orderID }).go({ consistent: true }),
  ]);
  if (!request || !order) throw new NotFoundError('Remake request not found');
  if (request.status !== 'open') throw new ConflictError(`This remake request was already ${request.status}`);
  return { request, order };
}

/** The free order that remakes one item: the corrected measures over the ordered snapshot, nothing to pay. */
export function remakeOrderFrom(order: OrderItem, request: RemakeRequestItem, orderID: string, at: string): OrderItem {
  const line = order.orderItems[request.itemIndex];
  if (!line) throw new ConflictError('The item of this remake request is no longer on its order');
  const measurement = request.correctedMeasurement
    ? { ...request.orderedMeasurement, ...request.correctedMeasurement, takenAt: request.created_at }
    : { ...request.orderedMeasurement };
  return {
    orderID,
    userId: order.userId,
    status: 'pending',
    payment: 'paid',
    created_at: at,
    updated_at: at,
    name: order.name,
    email: order.email,
    phone: order.phone,
    orderItems: [{ ...line, unitPrice: 0, price: 0, measurement }],
    delivery: order.delivery,
    deliveryFee: 0,
    ...(order.deliveryDetails ? { deliveryDetails: { ...order.deliveryDetails } } : {}),
    ...(order.pickupAddress ? { pickupAddress: { ...order.pickupAddress } } : {}),
    measurement,
    subtotal: 0,
    discount: 0,
    totalPrice: 0,
    paymentAttempts: 0,
    paidAt: at,
    remakeOf: order.orderID,
    statusHistory: [{ status: 'pending', at }],
  };
}

/** The request's decision, conditional on it still being open, so two admins deciding at once never both win. */
export function decide(writers: ShopWriters, request: RemakeRequestItem, changes: Partial<RemakeRequestItem>) {
  return writers.remakeRequest
    .patch({ orderID: request.orderID, requestId: request.requestId })
    .set({ ...changes, created_at: request.created_at })
    .where((attr, op) => op.eq(attr.status, 'open'))
    .commit();
}

export async function decidedMeanwhile(error: unknown, orderID: string, requestId: string): Promise<never> {
  if (isTransactionCancelled(error)) {
    const { data } = await RemakeRequest.get({ orderID, requestId }).go({ consistent: true });
    if (data && data.status !== 'open') throw new ConflictError(`This remake request was already ${data.status}`);
  }
  throw error;
}

/**
 * `POST /admin/order/accept-remake`: the remake order (pending, paid, free), the request's decision, the
 * counters, the customer's notification and e-mail, and the audit entry in one transaction.
 */
export async function acceptRemake(actorId: string, orderID: string, requestId: string): Promise<AcceptedRemake> {
  const { request, order } = await loadOpenRequest(orderID, requestId);
  const at = new Date().toISOString();
  const remake = remakeOrderFrom(order, request, newOrderId(), at);
  const decided: RemakeRequestItem = { ...request, status: 'accepted', outcome: 'remake', decidedAt: at, decidedBy: actorId, remakeOrderID: remake.orderID };
  const remakeOrder = toOrderView(remake);
  const decision = remakeDecidedNotification(request, { accepted: true, remakeOrderID: remake.orderID }, at);
  try {
    await transactWrite(
      shopTables.transaction.write((writers) => [
        writers.order.create(remake).commit(),
        decide(writers, request, { status: 'accepted', outcome: 'remake', decidedAt: at, decidedBy: actorId, remakeOrderID: remake.orderID }),
        writers.dashboardCounter.update({ name: 'orders' }).add({ value: 1 }).commit(),
        writers.dashboardCounter.update({ name: 'orders:pending' }).add({ value: 1 }).commit(),
        writers.dashboardCounter.update({ name: 'remakeRequests:open' }).add({ value: -1 }).commit(),
        writers.notification.create(decision).commit(),
        queueMail(writers, decision.notificationId, order.email, remakeAcceptedMail(remakeOrder, orderID), at),
        auditWrite(
          writers,
          { actorId, entity: 'order', entityId: orderID, action: 'accept-remake', before: { remake: 'open', item: request.itemTitle }, after: { remake: 'accepted', remakeOrder: remake.orderID } },
          at,
        ),
      ]),
    );
  } catch (error) {
    return decidedMeanwhile(error, orderID, requestId);
  }
  return { request: toAdminRemakeView(decided), remakeOrder: { ...remakeOrder, userId: remake.userId } };
}

/** `POST /admin/order/decline-remake`: the decision with its reason, the counter, the notification, the e-mail and the audit entry. */
export async function declineRemake(actorId: string, orderID: string, requestId: string, reason: string): Promise<AdminRemakeRequest> {
  const { request, order } = await loadOpenRequest(orderID, requestId);
  const at = new Date().toISOString();
  const decided: RemakeRequestItem = { ...request, status: 'declined', outcome: 'declined', decidedAt: at, decidedBy: actorId, declineReason: reason };
  const decision = remakeDecidedNotification(request, { accepted: false, reason }, at);
  try {
    await transactWrite(
      shopTables.transaction.write((writers) => [
        decide(writers, request, { status: 'declined', outcome: 'declined', decidedAt: at, decidedBy: actorId, declineReason: reason }),
        writers.dashboardCounter.update({ name: 'remakeRequests:open' }).add({ value: -1 }).commit(),
        writers.notification.create(decision).commit(),
        queueMail(writers, decision.notificationId, order.email, remakeDeclinedMail(toOrderView(order), request.itemTitle, reason), at),
        auditWrite(
          writers,
          { actorId, entity: 'order', entityId: orderID, action: 'decline-remake', before: { remake: 'open', item: request.itemTitle }, after: { remake: 'declined', reason } },
          at,
        ),
      ]),
    );
  } catch (error) {
    return decidedMeanwhile(error, orderID, requestId);
  }
  return toAdminRemakeView(decided);
}
