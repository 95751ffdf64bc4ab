import { memberDiscountPercent } from '../domain/member-discount';
import { minLeadDays } from './contract';


export interface Totals {
  subtotal: number;
  deliveryFee: number;
  discount: number;
  totalPrice: number;
}

/** Prices an order from catalog unit prices (kobo): line totals, subtotal, discount (rounded down), total. */
export function priceOrder(lines: readonly { unitPrice: number; quantity: number }[], deliveryFee: number, memberDiscount: boolean): Totals {
  const subtotal = lines.reduce((sum, line) => sum + line.unitPrice * line.quantity, 0);
  const discount = memberDiscount ? Math.floor((subtotal * memberDiscountPercent) / 100) : 0;
  return { subtotal, deliveryFee, discount, totalPrice: subtotal - discount + deliveryFee };
}

const dayMs = 24 * 60 * 60 * 1000;

/**
 * Why a needed-by date (YYYY-MM-DD) cannot be promised, or undefined when it can: made-to-measure work
 * needs at least `minLeadDays` days (counted from today's date in Lagos, UTC+1), and no more than a year.
 */
export function neededByProblem(neededBy: string, now: Date): string | undefined {
  const lagosToday = new Date(now.getTime() + 60 * 60 * 1000).toISOString().slice(0, 10);
  const days = Math.round((Date.parse(`${neededBy}T00:00:00Z`) - Date.parse(`${lagosToday}T00:00:00Z`)) / dayMs);
  if (days < minLeadDays) return `neededBy must be at least ${minLeadDays} days from today`;
  if (days > 365) return 'neededBy must be within a year';
  return undefined;
}
