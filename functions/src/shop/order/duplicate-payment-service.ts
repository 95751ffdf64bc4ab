import { isConditionFailure } from '../../lib/db/condition-failure';
import { logger } from '../../lib/http/logger';
import { DuplicatePayment, type DuplicatePaymentItem } from '../db/duplicate-payment';
import type { OrderItem } from '../db/order';
import type { VerifiedPayment } from '../shared/pay-client';
import type { DuplicatePaymentView } from './contract';

export const refundPendingNote = 'Refund pending: Pay has no refunds yet';

/**
 * Gives a duplicate payment back to the customer. Pay has no refunds yet (issue #20), so today it only leaves
 * the record `pending` with a note the back office shows; once Pay has `POST /refund`, this is where the Shop
 * asks for one (keyed by the duplicate's reference) and marks the record `refunded`.
 */
export async function refundDuplicatePayment(duplicate: DuplicatePaymentItem): Promise<DuplicatePaymentItem> {
  logger.warn('A duplicate payment waits for a refund', { orderID: duplicate.orderID, reference: duplicate.reference, amount: duplicate.amount });
  return duplicate;
}

/**
 * Records a success Pay reports for an order that another reference already paid, once per reference however
 * often the news arrives, then hands it to the refund hook. The order itself stays paid by its first payment.
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
  } catch (error) {
    if (isConditionFailure(error)) return;
    throw error;
  }
  logger.error('An order was paid twice', { orderID: order.orderID, paidReference: order.paidReference, duplicateReference: payment.reference });
  await refundDuplicatePayment(duplicate);
}

/** An order's duplicate payments, oldest first (the back office's order page). */
export async function duplicatePaymentsOf(orderID: string): Promise<DuplicatePaymentView[]> {
  const { data } = await DuplicatePayment.query.byOrder({ orderID }).go({ pages: 'all', consistent: true });
  return data
    .map((item) => ({ reference: item.reference, amount: item.amount, currency: item.currency, paidAt: item.paidAt ?? null, recordedAt: item.recordedAt, refund: item.refund, refundNote: item.refundNote }))
    .sort((a, b) => a.recordedAt.localeCompare(b.recordedAt));
}
