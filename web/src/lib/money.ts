const wholeNaira = new Intl.NumberFormat('en-NG', {
  style: 'currency',
  currency: 'NGN',
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});
const nairaAndKobo = new Intl.NumberFormat('en-NG', { style: 'currency', currency: 'NGN', minimumFractionDigits: 2 });

/**
 * The one money formatter of the app: kobo in, `₦12,500` out (`₦12,500.50` when there are kobo).
 * Amounts are integer kobo everywhere (ARCHITECTURE §3).
 */
export function formatMoney(kobo: number): string {
  return kobo % 100 === 0 ? wholeNaira.format(kobo / 100) : nairaAndKobo.format(kobo / 100);
}
