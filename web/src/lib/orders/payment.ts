import type { PaymentState } from '@functions/shop/order/contract';

/** Whether money was received for the order: a (partly) refunded order was paid first. */
export function wasPaid(payment: PaymentState): boolean {
  return payment === 'paid' || payment === 'partially_refunded' || payment === 'refunded';
}

/** Kobo the shop can still give back (as the server works it out): paid, less what is refunded or on its way back. */
export function refundableAmount(order: { totalPrice: number; refundedAmount: number; refundPendingAmount: number }): number {
  return Math.max(0, order.totalPrice - order.refundedAmount - order.refundPendingAmount);
}
