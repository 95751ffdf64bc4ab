import { fieldRefusal } from '../../../lib/use-field-form';

/** Naira as typed (`1500`, `1,500.50`) in kobo; anything else is refused beside the `field` it was typed in. */
export function nairaToKobo(typed: string, field: string): number {
  const text = typed.trim().replace(/,/g, '');
  if (!/^\d+(\.\d{1,2})?$/.test(text)) throw fieldRefusal(field, 'Enter the amount in naira, such as 1500 or 1500.50');
  return Math.round(Number(text) * 100);
}
