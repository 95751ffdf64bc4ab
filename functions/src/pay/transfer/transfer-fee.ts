/**
 * Pay's fee for one NGN transfer, in kobo, taken from the balance with the amount: ₦10 for ₦5,000 and below,
 * ₦25 above that up to ₦50,000, ₦50 above ₦50,000. These are the Nigerian bands of Paystack's transfer pricing
 * (support article "Transfers", "Transfers pricing"), i.e. the NIBSS instant-transfer bands; docs/pay.md §14
 * says how far they were checked.
 */
export function transferFee(amount: number): number {
  if (amount <= 500_000) return 1_000;
  if (amount <= 5_000_000) return 2_500;
  return 5_000;
}
