/**
 * Countries offered at registration, by name only: flag emoji render as letter boxes on several platforms
 * (Windows among them), so the list shows none.
 */
export const countries = [
  { name: 'Nigeria' },
  { name: 'Ghana' },
  { name: 'Benin' },
  { name: 'Cameroon' },
  { name: 'Kenya' },
  { name: 'South Africa' },
  { name: 'United Kingdom' },
  { name: 'United States' },
  { name: 'Canada' },
] as const;

/** Nigerian numbers written locally (080…, 80…) become +234…; other countries are left as typed. */
export function normalisePhone(phone: string, country: string): string {
  const compact = phone.replace(/[\s()-]/g, '');
  if (country !== 'Nigeria') return compact;
  if (compact.startsWith('+')) return compact;
  if (compact.startsWith('234')) return `+${compact}`;
  if (compact.startsWith('0')) return `+234${compact.slice(1)}`;
  return `+234${compact}`;
}
