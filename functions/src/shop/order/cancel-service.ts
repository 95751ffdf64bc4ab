import { isTransactionCancelled } from '../../lib/db/condition-failure';
import { transactWrite } from '../../lib/db/transact';
import { ConflictError, NotFoundError } from '../../lib/http/errors';
import { Order, type OrderItem } from '../db/order';
import { shopTables, type ShopWrite, type ShopWriters } from '../db/transaction';
import { waitingDelta, wasPaid } from '../domain/order-states';
import { auditWrite } from '../shared/audit';
import type { AdminOrderDetail, Order as OrderView } from './contract';
import { fetchAnyOrder } from './admin-order-detail';
import { orderCancelledMail } from './order-mail';
import { queueMail } from './order-mailer';
import { orderCancelledNotification } from './order-notifications';
import { loadOwnOrder } from './order-access';
import { toOrderView } from './order-view';
import { closeOpenPayment } from './payment-service';
import { orderWithRefunds } from './refund-records';

const maxTries = 5;

/** The order's fields once cancelled: the status, its history entry, when and why. */
export function cancelledFields(order: OrderItem, at: string, reason: string | undefined): Pick<OrderItem, 'status' | 'cancelledAt' | 'statusHistory'> & Partial<Pick<OrderItem, 'cancelReason'>> {
  return { status: 'cancelled', cancelledAt: at, statusHistory: [...order.statusHistory, { status: 'cancelled', at }], ...(reason ? { cancelReason: reason } : {}) };
}

/** The order as cancelling it leaves it: cancelled, without its access code and discount slot. */
function cancelledOrder(order: OrderItem, at: string, reason: string | undefined): OrderItem {
  const { accessCode: _code, discountSlot: _slot, ...kept } = order;
  return { ...kept, ...cancelledFields(order, at, reason), updated_at: at };
}

/**
 * What cancelling an order writes beside the order itself: its member-discount slot given back (deleted, so
 * the member's next order may claim it), the pending-work counter if it was waiting for work, the notification
 * and the e-mail.
 */
export function cancellationWrites(writers: ShopWriters, order: OrderItem, at: string, reason: string | undefined): ShopWrite[] {
  const slot = order.discountSlot;
  const waiting = waitingDelta(order, { status: 'cancelled', payment: order.payment });
  const notice = orderCancelledNotification(order, reason, at);
  return [
    ...(slot === undefined ? [] : [writers.discountSlot.delete({ userId: order.userId, slot }).where((attr, op) => op.eq(attr.orderID, order.orderID)).commit()]),
    ...(waiting === 0 ? [] : [writers.dashboardCounter.update({ name: 'orders:pending' }).add({ value: waiting }).commit()]),
    writers.notification.create(notice).commit(),
    queueMail(writers, notice.notificationId, order.email, orderCancelledMail(toOrderView(cancelledOrder(order, at, reason)), reason), at),
  ];
}

interface Canceller {
  /** The admin cancelling, for the audit log; absent when the customer cancels their own order. */
  actorId?: string;
  reason?: string;
  paidMessage: string;
}

/**
 * Cancels an unpaid order. Its open Pay attempt is closed at Pay first, so its access code can never be paid
 * (if Pay says it was paid first, the order is marked paid and the cancel refused; a bank transfer being
 * confirmed refuses it too). Then one transaction, conditional on the order still pending, unpaid and on the
 * attempt closed: the order cancelled, its discount slot back, the counters, the notification, the e-mail (and
 * the audit entry for an admin). Cancelling a cancelled order answers it unchanged.
 */
async function cancelUnpaid(loaded: OrderItem, by: Canceller): Promise<OrderItem> {
  let order = loaded;
  for (let tries = 1; order.status !== 'cancelled'; tries += 1) {
    if (wasPaid(order.payment)) throw new ConflictError(by.paidMessage);
    if (order.status !== 'pending') throw new ConflictError(`This order is ${order.status}: it can no longer be cancelled`);
    const closed = await closeOpenPayment(order);
    if (wasPaid(closed.payment)) throw new ConflictError(by.paidMessage);
    const at = new Date().toISOString();
    const fields = cancelledFields(closed, at, by.reason);
    try {
      await transactWrite(
        shopTables.transaction.write((writers) => [
          writers.order
            .patch({ orderID: closed.orderID })
            .set({ ...fields, updated_at: at })
            .remove(['accessCode', 'discountSlot'])
            .where((attr, op) => `${op.eq(attr.status, 'pending')} AND ${op.eq(attr.payment, closed.payment)} AND ${op.eq(attr.paymentAttempts, closed.paymentAttempts)}`)
            .commit(),
          ...cancellationWrites(writers, closed, at, by.reason),
          ...(by.actorId
            ? [auditWrite(writers, { actorId: by.actorId, entity: 'order', entityId: closed.orderID, action: 'cancel', before: { status: closed.status, payment: closed.payment }, after: { status: 'cancelled', reason: by.reason } }, at)]
            : []),
        ]),
      );
      return cancelledOrder(closed, at, by.reason);
    } catch (error) {
      if (!isTransactionCancelled(error)) throw error;
      if (tries >= maxTries) throw new ConflictError('This order is changing right now; please try again in a moment');
      const { data } = await Order.get({ orderID: closed.orderID }).go({ consistent: true });
      if (!data) throw new NotFoundError('Order not found');
      order = data;
    }
  }
  return order;
}

/** `POST /order/cancel-order`: the customer cancels their own unpaid order. */
export async function cancelOwnOrder(userId: string, orderID: string): Promise<OrderView> {
  const order = await loadOwnOrder(userId, orderID);
  return orderWithRefunds(await cancelUnpaid(order, { paidMessage: 'This order is paid: contact us to cancel it' }));
}

/** `POST /admin/order/cancel-order`: the back office cancels an unpaid order, with the reason the customer is told. */
export async function adminCancelOrder(actorId: string, orderID: string, reason: string): Promise<AdminOrderDetail> {
  const { data: order } = await Order.get({ orderID }).go({ consistent: true });
  if (!order) throw new NotFoundError('Order not found');
  await cancelUnpaid(order, { actorId, reason, paidMessage: 'This order is paid: use Refund to cancel it and give the money back' });
  return fetchAnyOrder(orderID);
}
