import * as z from 'zod';

/** Request schemas of the bank list and account resolution, in the names merchants' libraries send. Pure (zod only). */

/** Query flags arrive as text: `true`/`false` (also `1`/`0`). */
const flag = (field: string) =>
  z.preprocess(
    (value) => (value === '' || value === null ? undefined : value),
    z.enum(['true', 'false', '1', '0'], `${field} must be true or false`).transform((value) => value === 'true' || value === '1').optional(),
  );

const cursor = (field: string) => z.string().trim().max(200).regex(/^[A-Za-z0-9+/=_-]+$/, `${field} must be a cursor from a previous page`).optional();

export const bankCountries = ['nigeria', 'ghana', 'kenya', 'south africa'] as const;

export const listBanksQuery = z.object({
  country: z.preprocess((value) => (typeof value === 'string' ? value.trim().toLowerCase() : value), z.enum(bankCountries, `country must be one of ${bankCountries.join(', ')}`).default('nigeria')),
  currency: z.string().trim().toUpperCase().regex(/^[A-Z]{3}$/, 'currency must be a 3-letter code').optional(),
  type: z.string().trim().max(30).optional(),
  use_cursor: flag('use_cursor'),
  perPage: z.coerce.number().int('perPage must be a whole number').min(1, 'perPage must be at least 1').max(100, 'perPage must be at most 100').default(50),
  next: cursor('next'),
  previous: cursor('previous'),
  pay_with_bank: flag('pay_with_bank'),
  pay_with_bank_transfer: flag('pay_with_bank_transfer'),
});
export type ListBanksQuery = z.output<typeof listBanksQuery>;

export const resolveAccountQuery = z.object({
  account_number: z.string('account_number is required').trim().regex(/^\d{10}$/, 'account_number must be the 10-digit NUBAN'),
  bank_code: z.string('bank_code is required').trim().min(1, 'bank_code is required').max(10).regex(/^[0-9A-Za-z]+$/, 'bank_code must be a bank code from GET /bank'),
});
export type ResolveAccountQuery = z.output<typeof resolveAccountQuery>;
