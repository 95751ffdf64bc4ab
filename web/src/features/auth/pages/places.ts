/** Countries offered at registration, with flag emoji shipped in the app (no third-party service). */
export const countries = [
  { name: 'Nigeria', flag: '🇳🇬' },
  { name: 'Ghana', flag: '🇬🇭' },
  { name: 'Benin', flag: '🇧🇯' },
  { name: 'Cameroon', flag: '🇨🇲' },
  { name: 'Kenya', flag: '🇰🇪' },
  { name: 'South Africa', flag: '🇿🇦' },
  { name: 'United Kingdom', flag: '🇬🇧' },
  { name: 'United States', flag: '🇺🇸' },
  { name: 'Canada', flag: '🇨🇦' },
] as const;

/** One list of states for the whole shop: the one admins price delivery by. */
export { nigerianStates } from '@functions/shop/setting/contract';

/** Nigerian numbers written locally (080…, 80…) become +234…; other countries are left as typed. */
export function normalisePhone(phone: string, country: string): string {
  const compact = phone.replace(/[\s()-]/g, '');
  if (country !== 'Nigeria') return compact;
  if (compact.startsWith('+')) return compact;
  if (compact.startsWith('234')) return `+${compact}`;
  if (compact.startsWith('0')) return `+234${compact.slice(1)}`;
  return `+234${compact}`;
}
