let naira: Intl.NumberFormat | undefined;

/**
 * Kobo as people read it: ₦12,500.00. The formatter is made on first use: building an `Intl` formatter loads
 * its locale data, over 10 ms of a cold start that most requests never need.
 */
export function formatKobo(kobo: number): string {
  naira ??= new Intl.NumberFormat('en-NG', { style: 'currency', currency: 'NGN' });
  return naira.format(kobo / 100);
}
