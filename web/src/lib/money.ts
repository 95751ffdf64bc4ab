const wholeNaira = new Intl.NumberFormat('en-NG', {
  style: 'currency',
  currency: 'NGN',
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});
const nairaAndKobo = new Intl.NumberFormat('en-NG', { style: 'currency', currency: 'NGN', minimumFractionDigits: 2 });
const dollarsAndCents = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** The currencies a shopper may see prices in; charges are always in naira. */
export const currencies = ['NGN', 'USD'] as const;
export type Currency = (typeof currencies)[number];

/**
 * Naira as the shop charges it: kobo in, `₦12,500` out (`₦12,500.50` when there are kobo). Amounts are
 * integer kobo everywhere (ARCHITECTURE §3); the back office and charges always show naira.
 */
export function formatMoney(kobo: number): string {
  return kobo % 100 === 0 ? wholeNaira.format(kobo / 100) : nairaAndKobo.format(kobo / 100);
}

/**
 * The one price formatter of the storefront: kobo in, the shopper's currency out. Dollars are naira divided
 * by the shop's dollar rate (naira per dollar), to the cent (`$8.33`); a missing or broken rate shows naira.
 */
export function formatPrice(kobo: number, currency: Currency, dollarRate: number | undefined): string {
  if (currency === 'USD' && dollarRate !== undefined && Number.isFinite(dollarRate) && dollarRate > 0) {
    return dollarsAndCents.format(kobo / 100 / dollarRate);
  }
  return formatMoney(kobo);
}
