import * as z from '../../lib/zod';
import { currencySchema, dateRange, optionalField, pagedQuery } from '../shared/request-fields';
import { amountSchema } from './fields';

/**
 * Query schemas of the transaction list, totals and export (Paystack's filters) and the dashboard's search
 * filters, apart from the payment bodies (`contract.ts`). Pure (zod only).
 */

/** The filters of the transaction list and export (Paystack's names); `customer` is the customer's id. */
export const transactionFilters = /* @__PURE__ */ z.pure(() => ({
  status: optionalField(z.enum(['success', 'failed', 'abandoned', 'pending'], 'status must be success, failed, abandoned or pending')),
  ...dateRange,
  customer: optionalField(z.coerce.number().check(z.int('customer must be a customer id'), z.gte(1, 'customer must be a customer id'))),
  amount: optionalField(amountSchema),
  channel: optionalField(z.enum(['card', 'bank_transfer', 'apple_pay'], 'channel must be card, bank_transfer or apple_pay')),
  currency: optionalField(currencySchema),
}));

/** A bound of an amount range: whole kobo from a query string. */
function koboBound(name: string) {
  return z.pipe(z.string().check(z.trim(), z.regex(/^\d{1,13}$/, `${name} must be a whole number of kobo`)), z.transform(Number));
}

/**
 * The dashboard's search beside Paystack's filters (`GET /dashboard/api/transactions`): a part of the reference
 * or of the customer's e-mail, and an amount range in kobo (both bounds included).
 */
export const transactionSearchFilters = /* @__PURE__ */ z.pure(() => ({
  reference: optionalField(z.string().check(z.trim(), z.maxLength(100, 'reference is at most 100 characters'))),
  email: optionalField(z.string().check(z.trim(), z.toLowerCase(), z.maxLength(254, 'email is at most 254 characters'))),
  amountMin: optionalField(koboBound('amountMin')),
  amountMax: optionalField(koboBound('amountMax')),
}));

export const listTransactionsQuery = /* @__PURE__ */ z.pure(() => pagedQuery(transactionFilters));
export type TransactionFilters = Partial<Pick<z.output<typeof listTransactionsQuery>, keyof typeof transactionFilters>> & {
  [K in keyof typeof transactionSearchFilters]?: z.output<(typeof transactionSearchFilters)[K]>;
};
export type ListTransactionsQuery = z.output<typeof listTransactionsQuery>;

/** `GET /transaction/totals`: Paystack's `from`/`to` (and its paging, accepted and unused: totals are one object). */
export const transactionTotalsQuery = /* @__PURE__ */ z.pure(() => pagedQuery(dateRange));
export type TransactionTotalsQuery = z.output<typeof transactionTotalsQuery>;

export const exportTransactionsQuery = /* @__PURE__ */ z.pure(() => pagedQuery(transactionFilters));
export type ExportTransactionsQuery = z.output<typeof exportTransactionsQuery>;
