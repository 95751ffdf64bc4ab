import { stateKey, type ShopSettings } from '../setting/contract';
import { minLeadDays } from './contract';

/** The home banner's member discount: this share of the items (not of delivery), in percent. */
export const memberDiscountPercent = 50;

export interface Totals {
  subtotal: number;
  deliveryFee: number;
  discount: number;
  totalPrice: number;
}

/**
 * Delivery costs the state's fee when admins set one, else the flat fee; pick-up is free. The state is the
 * customer's own text, so only the map's own entries count: `constructor` or `__proto__` would otherwise find
 * Object.prototype's members and price the order with a function.
 */
export function deliveryFeeFor(settings: ShopSettings, delivery: boolean, state: string | undefined): number {
  if (!delivery) return 0;
  const fees = settings.deliveryFeeByState;
  const key = state === undefined ? undefined : stateKey(state);
  const byState = fees && key !== undefined && Object.hasOwn(fees, key) ? fees[key] : undefined;
  return typeof byState === 'number' ? byState : settings.deliveryFee;
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
