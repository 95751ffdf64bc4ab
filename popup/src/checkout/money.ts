/** `25000000, 'NGN'` → `NGN 250,000.00`: integer kobo to major units without floating point. */
export function formatAmount(kobo: number, currency = 'NGN'): string {
  const negative = kobo < 0;
  const whole = Math.abs(Math.trunc(kobo));
  const major = String(Math.floor(whole / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const minor = String(whole % 100).padStart(2, '0');
  return `${currency} ${negative ? '-' : ''}${major}.${minor}`;
}

/** Seconds as `mm:ss` for the transfer countdown. */
export function formatCountdown(seconds: number): string {
  const left = Math.max(0, Math.floor(seconds));
  return `${String(Math.floor(left / 60)).padStart(2, '0')}:${String(left % 60).padStart(2, '0')}`;
}
