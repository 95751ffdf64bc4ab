/**
 * Naira typed into a form (back office, Pay's dashboard) and back: amounts are integer kobo everywhere, and
 * people type naira.
 */

/** Kobo from what someone typed in naira (`25000`, `25,000.50`, `₦25,000`), or null when it is not an amount. */
export function parseNaira(text: string): number | null {
  const cleaned = text.replace(/[₦,\s]/g, '');
  if (!/^\d+(\.\d{1,2})?$/.test(cleaned)) return null;
  const [whole = '0', fraction = ''] = cleaned.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/** Kobo as the naira an input shows (`25000`, `25000.5` → `25000.50`), without grouping so it parses back. */
export function nairaInputValue(kobo: number): string {
  return kobo % 100 === 0 ? String(kobo / 100) : `${Math.floor(kobo / 100)}.${String(kobo % 100).padStart(2, '0')}`;
}
