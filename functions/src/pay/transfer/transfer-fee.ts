/**
 * Pay's fee for one NGN transfer, in kobo, taken from the balance with the amount. Paystack's published
 * Nigerian transfer pricing (paystack.com/pricing, "Transfers"): ₦10 up to ₦5,000, ₦25 up to ₦50,000,
 * ₦50 above.
 */
export function transferFee(amount: number): number {
  if (amount <= 500_000) return 1_000;
  if (amount <= 5_000_000) return 2_500;
  return 5_000;
}
