/** An order's workshop status and its payment state (SPEC §3, §9). Pure data: the entity and the contract derive from it. */
export const orderStatuses = ['pending', 'processing', 'completed', 'cancelled'] as const;
export type OrderStatus = (typeof orderStatuses)[number];
export const paymentStates = ['unpaid', 'failed', 'paid', 'partially_refunded', 'refunded'] as const;
export type PaymentState = (typeof paymentStates)[number];

/** Money was received for the order (some of it may have been given back since). */
export function wasPaid(payment: PaymentState): boolean {
  return payment === 'paid' || payment === 'partially_refunded' || payment === 'refunded';
}

/** The order still holds money that can be refunded. */
export function holdsPayment(payment: PaymentState): boolean {
  return payment === 'paid' || payment === 'partially_refunded';
}

/** The dashboard's "pending orders": paid orders the workshop has not started yet. */
export function waitsForWork(order: { status: OrderStatus; payment: PaymentState }): boolean {
  return order.status === 'pending' && holdsPayment(order.payment);
}

/** How the pending-orders counter moves when an order changes from one state to another. */
export function waitingDelta(before: { status: OrderStatus; payment: PaymentState }, after: { status: OrderStatus; payment: PaymentState }): number {
  return Number(waitsForWork(after)) - Number(waitsForWork(before));
}

/** Why money goes back: an admin's refund, a second payment for one order, or a settled fit guarantee. */
export const refundKinds = ['admin', 'duplicate', 'remake'] as const;
export type RefundKind = (typeof refundKinds)[number];
export const refundStatuses = ['pending', 'processed', 'failed'] as const;
export type RefundStatus = (typeof refundStatuses)[number];
