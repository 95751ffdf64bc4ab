import { isConditionFailure } from '../../lib/db/condition-failure';
import { logger } from '../../lib/http/logger';
import { DuplicatePayment, type DuplicatePaymentItem } from '../db/duplicate-payment';
import type { OrderItem } from '../db/order';
import { OrderRefund, type OrderRefundItem } from '../db/order-refund';
import { wasPaid } from '../domain/order-states';
import type { VerifiedPayment } from '../shared/pay-client';
import type { DuplicatePaymentView } from './contract';
import { askPayToRefund } from './refund-request';

export const refundPendingNote = 'Refund requested from Pay: waiting for Pay to process it';

/** A success for this order cannot pay it: another payment did, or the order is cancelled. */
export function isSettledElsewhere(order: OrderItem): boolean {
  return wasPaid(order.payment) || order.status === 'cancelled';
}

/**
 * A success Pay reports for an order settled otherwise: the reference that paid it is no duplicate, any other
 * is; on a cancelled order never paid, every success is.
 */
export async function recordIfDuplicate(order: OrderItem, payment: VerifiedPayment): Promise<OrderItem> {
  const duplicate = order.paidReference === undefined ? !wasPaid(order.payment) : order.paidReference !== payment.reference;
  if (duplicate) await recordDuplicatePayment(order, payment);
  return order;
}

/** The refund item of a duplicate payment: one per duplicate reference, so it is asked for once. */
export function duplicateRefundId(reference: string): string {
  return `dup-${reference}`;
}

/**
 * Gives a duplicate payment back to the customer in full through Pay: a `duplicate` refund item (once), then
 * Pay's `POST /refund` keyed by the duplicate's reference, so asking again never refunds twice. The item and the
 * duplicate's record stay `pending` until Pay's verified webhook settles them (`refund-webhook.ts`); Pay refusing
 * settles them `failed` at once. A Pay that cannot be reached throws, so Pay's webhook retry asks again.
 */
export async function refundDuplicatePayment(duplicate: DuplicatePaymentItem, order: Pick<OrderItem, 'userId' | 'status'>): Promise<void> {
  const refundId = duplicateRefundId(duplicate.reference);
  const wanted: OrderRefundItem = {
    orderID: duplicate.orderID,
    refundId,
    userId: order.userId,
    kind: 'duplicate',
    amount: duplicate.amount,
    reason: order.status === 'cancelled' ? 'Paid after the order was cancelled' : 'Duplicate payment',
    status: 'pending',
    reference: duplicate.reference,
    requestedAt: new Date().toISOString(),
  };
  let record = wanted;
  try {
    await OrderRefund.create(wanted).go({ response: 'none' });
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    const { data } = await OrderRefund.get({ orderID: duplicate.orderID, refundId }).go({ consistent: true });
    if (!data) throw error;
    record = data;
  }
  if (record.status !== 'pending' || record.payRefundId) return;
  await askPayToRefund(record, `refund-${duplicate.reference}`);
}

/**
 * Records a success Pay reports for an order that another reference already paid (or that was cancelled),
 * once per reference however often the news arrives, then has it refunded. The order itself does not change.
 * News of a duplicate already recorded asks for its refund again if Pay was not reached the first time.
 */
export async function recordDuplicatePayment(order: OrderItem, payment: VerifiedPayment): Promise<void> {
  const duplicate: DuplicatePaymentItem = {
    orderID: order.orderID,
    reference: payment.reference,
    amount: payment.amount,
    currency: payment.currency,
    ...(payment.paid_at ? { paidAt: payment.paid_at } : {}),
    recordedAt: new Date().toISOString(),
    refund: 'pending',
    refundNote: refundPendingNote,
  };
  try {
    await DuplicatePayment.create(duplicate).go({ response: 'none' });
    logger.error('An order was paid twice', { orderID: order.orderID, paidReference: order.paidReference, duplicateReference: payment.reference, status: order.status });
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    const { data } = await DuplicatePayment.get({ orderID: order.orderID, reference: payment.reference }).go({ consistent: true });
    if (!data || data.refund !== 'pending') return;
    return refundDuplicatePayment(data, order);
  }
  await refundDuplicatePayment(duplicate, order);
}

/** An order's duplicate payments, oldest first (the back office's order page). */
export async function duplicatePaymentsOf(orderID: string): Promise<DuplicatePaymentView[]> {
  const { data } = await DuplicatePayment.query.byOrder({ orderID }).go({ pages: 'all', consistent: true });
  return data
    .map((item) => ({ reference: item.reference, amount: item.amount, currency: item.currency, paidAt: item.paidAt ?? null, recordedAt: item.recordedAt, refund: item.refund, refundNote: item.refundNote }))
    .sort((a, b) => a.recordedAt.localeCompare(b.recordedAt));
}
