import type { MemberDiscount } from '@functions/shop/order/contract';

export interface PriceSummary {
  subtotal: number;
  deliveryFee: number;
  discount: number;
  total: number;
}

/**
 * A display-only estimate of what the server will charge (kobo): the member discount when `/user/me` says
 * the next order gets one (none when signed out), taken off the items as the server does (rounded down).
 * The order's own figures, priced by the server, always win.
 */
export function estimatePrices(subtotal: number, deliveryFee: number, memberDiscount: Pick<MemberDiscount, 'percent' | 'nextOrder'> | null): PriceSummary {
  const discount = memberDiscount && memberDiscount.nextOrder !== null ? Math.floor((subtotal * memberDiscount.percent) / 100) : 0;
  return { subtotal, deliveryFee, discount, total: subtotal - discount + deliveryFee };
}

/** The earliest needed-by date the server accepts (YYYY-MM-DD, UTC), `leadDays` from today. */
export function earliestNeededBy(leadDays: number, now: Date = new Date()): string {
  const day = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + leadDays));
  return day.toISOString().slice(0, 10);
}
