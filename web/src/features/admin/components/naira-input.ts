import { formatMoney } from '../../../lib/money';

/** The problem with an amount to refund, or null: more than nothing, at most `most` kobo. */
export function refundAmountProblem(kobo: number | null, most: number): string | null {
  if (kobo === null) return 'Enter the amount in naira, e.g. 25000 or 25000.50';
  if (kobo <= 0) return 'The amount must be more than ₦0';
  if (kobo > most) return `At most ${formatMoney(most)} can still be refunded`;
  return null;
}
