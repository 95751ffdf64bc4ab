import type * as z from '../../lib/zod';
import { isTransactionCancelled } from '../../lib/db/condition-failure';
import { transactWrite } from '../../lib/db/transact';
import { BadRequestError, ConflictError, NotFoundError } from '../../lib/http/errors';
import { Order, type OrderItem } from '../db/order';
import { User } from '../db/user';
import { shopTables } from '../db/transaction';
import { auditWrite } from '../shared/audit';
import { adminPageSize } from '../shared/contract';
import { readOffsetPage, type OffsetPage, type PageReader } from '../shared/offset-paging';
import { waitingDelta, wasPaid } from '../domain/order-states';
import type { AdminOrder, OrderStatus, fetchAllOrdersQuery } from './contract';
import { toAdminOrder } from './admin-order-detail';
import { parsePaymentReference } from './order-id';
import { statusChangeMail } from './order-mail';
import { queueMail } from './order-mailer';
import { statusChangedNotification } from './order-notifications';
import { toOrderView } from './order-view';
import { listedOrders } from './refund-records';

type Query = z.output<typeof fetchAllOrdersQuery>;

const maxTries = 5;

function matches(item: OrderItem, query: Omit<Query, 'page'>): boolean {
  return (!query.status || item.status === query.status) && (!query.payment || item.payment === query.payment);
}

/**
 * The index that answers a listing: one customer's orders when the search is a known customer's e-mail,
 * the orders of one status when a status chip is on, else every order; all newest first. A payment filter
 * or a name search filters that index's items, never a scan of the table.
 */
function readerFor(query: Omit<Query, 'page'>, userId: string | undefined): PageReader<OrderItem> {
  const q = query.q?.toLowerCase();
  const nameSearch = q && !userId && !q.includes('@') ? q : undefined;
  const emailSearch = q && !userId && q.includes('@') ? q : undefined;
  return (cursor, limit) => {
    const base = userId
      ? Order.query.byUser({ userId })
      : query.status
        ? Order.query.byStatus({ status: query.status })
        : Order.query.newest({});
    return base
      .where((attr, op) => {
        const conditions: string[] = [];
        if (userId && query.status) conditions.push(op.eq(attr.status, query.status));
        if (query.payment) conditions.push(op.eq(attr.payment, query.payment));
        if (nameSearch) conditions.push(op.contains(attr.nameKey, nameSearch));
        if (emailSearch) conditions.push(op.eq(attr.email, emailSearch));
        return conditions.join(' AND ');
      })
      .go({ order: 'desc', cursor, limit });
  };
}

/** Offset pages of the filtered orders, newest first, as stored. */
export async function findOrders(query: Omit<Query, 'page'>, page: number, perPage: number): Promise<OffsetPage<OrderItem>> {
  const q = query.q?.trim();
  if (q) {
    const named = parsePaymentReference(q.toUpperCase());
    if (named) {
      const { data } = await Order.get({ orderID: named.orderID }).go();
      if (data && matches(data, query)) return { items: page === 1 ? [data] : [], page, perPage, hasMore: false };
    }
  }
  let userId: string | undefined;
  if (q?.includes('@')) {
    const { data } = await User.query.byEmail({ email: q.toLowerCase() }).go({ limit: 1 });
    userId = data[0]?.userId;
  }
  return readOffsetPage(readerFor(query, userId), page, perPage);
}

/** `GET /admin/order/fetch-all-orders`: offset pages of 50, newest first, filtered and searched through indexes. */
export async function fetchAllOrders(query: Query): Promise<OffsetPage<AdminOrder>> {
  const page = await findOrders(query, query.page, adminPageSize);
  const views = await listedOrders(page.items);
  return { ...page, items: views.map((view, index) => ({ ...view, userId: page.items[index]?.userId ?? '' })) };
}

/**
 * `POST /admin/order/update-order-status`: pending, processing or completed (SPEC §4). Cancelling has its own
 * routes (it closes the payment or refunds it), a cancelled order stays cancelled, and starting work on an
 * unpaid order needs `confirmUnpaid`. The order, the pending-work counter, the customer's notification and the
 * audit entry are one transaction, conditional on the order read, so two admins moving one order at once never
 * count it twice. The e-mail follows once stored.
 */
export async function updateOrderStatus(actorId: string, orderID: string, status: OrderStatus, confirmUnpaid = false): Promise<AdminOrder> {
  if (status === 'cancelled') throw new BadRequestError('use Cancel order', [{ path: 'status', message: 'use Cancel order' }]);
  for (let tries = 1; ; tries += 1) {
    const { data: order } = await Order.get({ orderID }).go({ consistent: true });
    if (!order) throw new NotFoundError('Order not found');
    if (order.status === 'cancelled') throw new ConflictError('This order is cancelled: its status can no longer change');
    if (order.status === status) return toAdminOrder(order);
    if (status !== 'pending' && !wasPaid(order.payment) && !confirmUnpaid) throw new ConflictError('This order is unpaid. Confirm to start work on it anyway.');
    const at = new Date().toISOString();
    const delta = waitingDelta(order, { status, payment: order.payment });
    const history = [...order.statusHistory, { status, at }];
    const updated: OrderItem = { ...order, status, updated_at: at, statusHistory: history };
    const changed = statusChangedNotification(order, status, history.length, at);
    try {
      await transactWrite(
        shopTables.transaction.write((writers) => [
          writers.order
            .patch({ orderID })
            .set({ status, updated_at: at, statusHistory: history })
            .where((attr, op) => `${op.eq(attr.status, order.status)} AND ${op.eq(attr.updated_at, order.updated_at)}`)
            .commit(),
          ...(delta === 0 ? [] : [writers.dashboardCounter.update({ name: 'orders:pending' }).add({ value: delta }).commit()]),
          writers.notification.create(changed).commit(),
          queueMail(writers, changed.notificationId, updated.email, statusChangeMail(toOrderView(updated)), at),
          auditWrite(
            writers,
            { actorId, entity: 'order', entityId: orderID, action: 'update-status', before: { status: order.status }, after: { status, ...(wasPaid(order.payment) ? {} : { payment: order.payment }) } },
            at,
          ),
        ]),
      );
      return toAdminOrder(updated);
    } catch (error) {
      if (!isTransactionCancelled(error) || tries >= maxTries) throw error;
    }
  }
}
