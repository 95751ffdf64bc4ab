/** An order's workshop status and its payment state (SPEC §3, §9). Pure data: the entity and the contract derive from it. */
export const orderStatuses = ['pending', 'processing', 'completed'] as const;
export type OrderStatus = (typeof orderStatuses)[number];
export const paymentStates = ['unpaid', 'paid', 'failed'] as const;
export type PaymentState = (typeof paymentStates)[number];
