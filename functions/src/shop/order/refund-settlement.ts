import { isTransactionCancelled } from '../../lib/db/condition-failure';
import { transactWrite } from '../../lib/db/transact';
import { logger } from '../../lib/http/logger';
import { Order, type OrderItem } from '../db/order';
import { OrderRefund, type OrderRefundItem } from '../db/order-refund';
import { shopTables, type ShopWrite, type ShopWriters } from '../db/transaction';
import { waitingDelta } from '../domain/order-states';
import { salesCounterNames } from '../shared/sales-calendar';
import { formatKobo, refundedMail } from './order-mail';
import { queueMail } from './order-mailer';
import { refundFailedNotification, refundedNotification } from './order-notifications';
import { toOrderView } from './order-view';

const maxTries = 6;

export type RefundOutcome = 'processed' | 'failed';

/**
 * The order's side of a settled refund of its own payment: processed moves the refunded amount and the payment
 * state (`partially_refunded`, or `refunded` once all is back) and takes the money off the revenue counters (the
 * totals and the refund's Lagos day and month) and the pending work; failed only releases the reserved amount.
 */
function orderSettlementWrites(writers: ShopWriters, order: OrderItem, record: OrderRefundItem, outcome: RefundOutcome, at: string): ShopWrite[] {
  const pending = Math.max(0, (order.refundPendingAmount ?? 0) - record.amount);
  if (outcome === 'failed') {
    return [writers.order.patch({ orderID: order.orderID }).set({ refundPendingAmount: pending, updated_at: at }).where((attr, op) => op.eq(attr.updated_at, order.updated_at)).commit()];
  }
  const refunded = (order.refundedAmount ?? 0) + record.amount;
  const payment = refunded >= order.totalPrice ? ('refunded' as const) : ('partially_refunded' as const);
  const sales = salesCounterNames(at);
  const waiting = waitingDelta(order, { status: order.status, payment });
  return [
    writers.order.patch({ orderID: order.orderID }).set({ refundedAmount: refunded, refundPendingAmount: pending, payment, updated_at: at }).where((attr, op) => op.eq(attr.updated_at, order.updated_at)).commit(),
    writers.dashboardCounter.update({ name: 'revenue' }).add({ value: -record.amount }).commit(),
    writers.dashboardCounter.update({ name: sales.dayRevenue }).add({ value: -record.amount }).commit(),
    writers.dashboardCounter.update({ name: sales.monthRevenue }).add({ value: -record.amount }).commit(),
    ...(waiting === 0 ? [] : [writers.dashboardCounter.update({ name: 'orders:pending' }).add({ value: waiting }).commit()]),
  ];
}

/** A duplicate payment's record follows its refund: the order's own payment is untouched. */
function duplicateSettlementWrite(writers: ShopWriters, record: OrderRefundItem, outcome: RefundOutcome, at: string, note: string | undefined): ShopWrite {
  const refundNote = outcome === 'processed' ? `Refunded in full through Pay (${formatKobo(record.amount)}) on ${at.slice(0, 10)}` : `Pay could not refund it${note ? `: ${note}` : ''}; refund it by hand`;
  return writers.duplicatePayment
    .patch({ orderID: record.orderID, reference: record.reference })
    .set({ refund: outcome === 'processed' ? 'refunded' : 'failed', refundNote })
    .commit();
}

/**
 * Settles a pending refund exactly once, however often and in whatever order the news comes (Pay's webhook
 * replayed, `processed` before `pending`, Pay refusing at once): the refund item's move out of `pending`, the
 * order's amounts and payment state, the counters and the notification are one transaction, conditional on the
 * refund still pending and the order as read; a processed refund's e-mail is queued in it, so it goes out once.
 */
export async function settleRefund(record: OrderRefundItem, outcome: RefundOutcome, payRefundId?: string, note?: string): Promise<void> {
  let current = record;
  for (let tries = 1; current.status === 'pending'; tries += 1) {
    const { data: order } = await Order.get({ orderID: current.orderID }).go({ consistent: true });
    if (!order) return;
    const at = new Date().toISOString();
    const settling = current;
    const refunded = refundedNotification(settling, at);
    try {
      await transactWrite(
        shopTables.transaction.write((writers) => [
          writers.orderRefund
            .patch({ orderID: settling.orderID, refundId: settling.refundId })
            .set({ status: outcome, settledAt: at, ...(payRefundId ? { payRefundId } : {}) })
            .where((attr, op) => op.eq(attr.status, 'pending'))
            .commit(),
          ...(settling.kind === 'duplicate' ? [duplicateSettlementWrite(writers, settling, outcome, at, note)] : orderSettlementWrites(writers, order, settling, outcome, at)),
          ...(outcome === 'processed'
            ? [
                writers.notification.create(refunded).commit(),
                queueMail(writers, refunded.notificationId, order.email, refundedMail(toOrderView(order), settling.amount, settling.reason), at),
              ]
            : [writers.notification.create(refundFailedNotification(settling, at)).commit()]),
        ]),
      );
      if (outcome !== 'processed') logger.error('A refund failed at Pay', { orderID: settling.orderID, refundId: settling.refundId, note });
      return;
    } catch (error) {
      if (!isTransactionCancelled(error)) throw error;
      const { data } = await OrderRefund.get({ orderID: current.orderID, refundId: current.refundId }).go({ consistent: true });
      if (!data) return;
      current = data;
      if (tries >= maxTries) throw error;
      await new Promise((wake) => setTimeout(wake, 20 + Math.floor(Math.random() * 50 * tries)));
    }
  }
}
