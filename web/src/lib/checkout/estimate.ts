import type { Order } from '@functions/shop/order/contract';

/** The home banner's member discount as the server applies it (functions/src/shop/order/pricing.ts). */
const memberDiscountPercent = 50;
const discountedOrders = 3;

export interface PriceSummary {
  subtotal: number;
  deliveryFee: number;
  discount: number;
  total: number;
}

/**
 * A display-only estimate of what the server will charge (kobo): the member discount is expected while the
 * customer has fewer than three paid orders. The order's own figures, priced by the server, always win.
 */
export function estimatePrices(subtotal: number, deliveryFee: number, orders: readonly Pick<Order, 'payment'>[] | null): PriceSummary {
  const paid = orders ? orders.filter((order) => order.payment === 'paid').length : discountedOrders;
  const discount = paid < discountedOrders ? Math.floor((subtotal * memberDiscountPercent) / 100) : 0;
  return { subtotal, deliveryFee, discount, total: subtotal - discount + deliveryFee };
}

/** The earliest needed-by date the server accepts (YYYY-MM-DD, UTC), `leadDays` from today. */
export function earliestNeededBy(leadDays: number, now: Date = new Date()): string {
  const day = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + leadDays));
  return day.toISOString().slice(0, 10);
}
