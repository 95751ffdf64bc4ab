import type { OrderStatus } from './contract';

/** How the pending-orders counter moves when an order goes from one status to another. */
export function pendingDelta(from: OrderStatus, to: OrderStatus): number {
  if (from === to) return 0;
  if (to === 'pending') return 1;
  return from === 'pending' ? -1 : 0;
}
