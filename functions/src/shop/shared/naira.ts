const naira = new Intl.NumberFormat('en-NG', { style: 'currency', currency: 'NGN' });

/** Kobo as people read it: ₦12,500.00. */
export function formatKobo(kobo: number): string {
  return naira.format(kobo / 100);
}
