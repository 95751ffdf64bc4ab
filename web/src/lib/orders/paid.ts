import type { PaymentState } from './order-contract';

/** Whether the order was paid: a (partly) refunded order was paid first. */
export function isPaid(payment: PaymentState): boolean {
  return payment === 'paid' || payment === 'partially_refunded' || payment === 'refunded';
}

/** Kobo the shop can still give back: paid, less what is refunded or on its way back. */
export function refundableAmount(order: { totalPrice: number; refundedAmount: number; refundPendingAmount: number }): number {
  return Math.max(0, order.totalPrice - order.refundedAmount - order.refundPendingAmount);
}
