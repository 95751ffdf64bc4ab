import * as z from '../../lib/zod';
import { currencySchema, dateRange, optionalField, pagedQuery } from '../shared/request-fields';

/**
 * Request schemas of Pay's refund resource (`POST /refund`, `GET /refund`, `GET /refund/{id}`), in the
 * field names of the refund API merchants migrate from. Pure (zod only).
 */

/**
 * The refunded transaction: its numeric id (a number, or a string of digits) or its reference. Digits are
 * tried as an id first, then as a reference, since a reference may be all digits too.
 */
const transactionIdentifier = /* @__PURE__ */ z.pure(() => z.pipe(z.pipe(z.union([z.number().check(z.int('transaction must be a transaction id or reference'), z.positive('transaction must be a transaction id or reference')), z.string()]), z.transform(String)), z.string().check(z.trim(), z.minLength(1, 'transaction is required: the reference or id of the transaction to refund'), z.maxLength(100), z.regex(/^[A-Za-z0-9._=-]+$/, 'transaction must be a transaction id or reference'))));

/** Kobo to give back, as an integer or a numeric string (`"10000"`). */
export const refundAmountSchema = /* @__PURE__ */ z.pure(() => z.pipe(z.pipe(z.union([z.number(), z.string().check(z.trim(), z.regex(/^\d+$/, 'amount must be a whole number of kobo'))]), z.transform(Number)), z.number().check(z.int('amount must be a whole number of kobo'), z.gte(1, 'amount must be at least 1 kobo'), z.lte(1_000_000_000_000, 'amount is too large'))));

export const refundNote = /* @__PURE__ */ z.pure(() => z.string().check(z.trim(), z.maxLength(500, 'notes are at most 500 characters')));

export const createRefundBody = /* @__PURE__ */ z.pure(() => z.object({
  transaction: transactionIdentifier,
  /** Default: everything still refundable. */
  amount: optionalField(refundAmountSchema),
  currency: optionalField(currencySchema),
  customer_note: optionalField(refundNote),
  merchant_note: optionalField(refundNote),
}));
export type CreateRefundBody = z.output<typeof createRefundBody>;

export const listRefundsQuery = /* @__PURE__ */ z.pure(() => pagedQuery({
  transaction: optionalField(transactionIdentifier),
  currency: optionalField(currencySchema),
  ...dateRange,
}));
export type ListRefundsQuery = z.output<typeof listRefundsQuery>;

export const refundIdParams = /* @__PURE__ */ z.pure(() => z.object({
  id: z.pipe(z.string().check(z.trim(), z.regex(/^\d{1,16}$/, 'id must be a refund id (digits)')), z.transform(Number)),
}));

/** The id an identifier names when it is all digits (looked up before trying it as a reference). */
export function asTransactionId(identifier: string): number | undefined {
  if (!/^\d{1,16}$/.test(identifier)) return undefined;
  const id = Number(identifier);
  return Number.isSafeInteger(id) && id > 0 ? id : undefined;
}
