import * as z from '../../lib/zod';

/** Request schemas of the bank list and account resolution, in the names merchants' libraries send. Pure (zod only). */

/** Query flags arrive as text: `true`/`false` (also `1`/`0`). */
const flag = (field: string) =>
  z.preprocess((value) => (value === '' || value === null ? undefined : value), z.optional(z.pipe(z.enum(['true', 'false', '1', '0'], `${field} must be true or false`), z.transform((value) => value === 'true' || value === '1'))));

const cursor = (field: string) => z.optional(z.string().check(z.trim(), z.maxLength(200), z.regex(/^[A-Za-z0-9+/=_-]+$/, `${field} must be a cursor from a previous page`)));

export const bankCountries = ['nigeria', 'ghana', 'kenya', 'south africa'] as const;

export const listBanksQuery = /* @__PURE__ */ z.pure(() => z.object({
  country: z.preprocess((value) => (typeof value === 'string' ? value.trim().toLowerCase() : value), z._default(z.enum(bankCountries, `country must be one of ${bankCountries.join(', ')}`), 'nigeria')),
  currency: z.optional(z.string().check(z.trim(), z.toUpperCase(), z.regex(/^[A-Z]{3}$/, 'currency must be a 3-letter code'))),
  type: z.optional(z.string().check(z.trim(), z.maxLength(30))),
  use_cursor: flag('use_cursor'),
  perPage: z._default(z.coerce.number().check(z.int('perPage must be a whole number'), z.gte(1, 'perPage must be at least 1'), z.lte(100, 'perPage must be at most 100')), 50),
  next: cursor('next'),
  previous: cursor('previous'),
  pay_with_bank: flag('pay_with_bank'),
  pay_with_bank_transfer: flag('pay_with_bank_transfer'),
}));
export type ListBanksQuery = z.output<typeof listBanksQuery>;

export const resolveAccountQuery = /* @__PURE__ */ z.pure(() => z.object({
  account_number: z.string('account_number is required').check(z.trim(), z.regex(/^\d{10}$/, 'account_number must be the 10-digit NUBAN')),
  bank_code: z.string('bank_code is required').check(z.trim(), z.minLength(1, 'bank_code is required'), z.maxLength(10), z.regex(/^[0-9A-Za-z]+$/, 'bank_code must be a bank code from GET /bank')),
}));
export type ResolveAccountQuery = z.output<typeof resolveAccountQuery>;
