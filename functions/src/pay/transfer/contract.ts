import * as z from '../../lib/zod';
import { dateRange, optionalField, pagedQuery } from '../shared/request-fields';

/**
 * Request schemas of the Transfers API (`/transfer`, payouts from the merchant's balance) and the balance, in
 * the field names merchants' libraries send. Pure (zod only).
 */

/** Kobo, as an integer or a numeric string (`"250000"`). */
const amount = /* @__PURE__ */ z.pure(() => z.pipe(z.pipe(z.union([z.number(), z.string().check(z.trim(), z.regex(/^\d+$/, 'amount must be a whole number of kobo'))], 'amount is required (kobo)'), z.transform(Number)), z.number().check(z.int('amount must be a whole number of kobo'), z.gte(100, 'amount must be at least 100 kobo (₦1)'), z.lte(1_000_000_000_000, 'amount is too large'))));

const recipientCode = /* @__PURE__ */ z.pure(() => z.string('recipient is required: a recipient code (RCP_…)').check(z.trim(), z.regex(/^RCP_[A-Za-z0-9]{1,40}$/, 'recipient must be a recipient code (RCP_…)')));

export const transferReference = /* @__PURE__ */ z.pure(() => z.string('reference must be text').check(z.trim(), z.minLength(1), z.maxLength(100, 'reference must be at most 100 characters'), z.regex(/^[A-Za-z0-9_-]+$/, 'reference may hold only letters, digits, - and _')));

export const createTransferBody = /* @__PURE__ */ z.pure(() => z.object({
  source: z.enum(['balance'], 'source must be balance'),
  amount,
  recipient: recipientCode,
  reason: optionalField(z.string('reason must be text').check(z.trim(), z.maxLength(200, 'reason must be at most 200 characters'))),
  currency: optionalField(z.enum(['NGN'], 'currency must be NGN')),
  reference: optionalField(transferReference),
}));
export type CreateTransferBody = z.output<typeof createTransferBody>;

export const transferCode = /* @__PURE__ */ z.pure(() => z.string('transfer_code is required').check(z.trim(), z.regex(/^TRF_[A-Za-z0-9]{1,40}$/, 'transfer_code must be a transfer code (TRF_…)')));

export const finalizeTransferBody = /* @__PURE__ */ z.pure(() => z.object({
  transfer_code: transferCode,
  otp: z.pipe(z.pipe(z.union([z.string(), z.number()], 'otp is required'), z.transform(String)), z.string().check(z.trim(), z.regex(/^\d{4,8}$/, 'otp must be the digits sent to you'))),
}));
export type FinalizeTransferBody = z.output<typeof finalizeTransferBody>;

/** `POST /transfer/disable_otp_finalize`: the OTP `disable_otp` sent. */
export const disableOtpFinalizeBody = /* @__PURE__ */ z.pure(() => z.object({ otp: finalizeTransferBody.shape.otp }));

/** What a list of transfers is narrowed by: the recipient's id (as the API documents it) or code, and `from`/`to`. */
export const transferFilters = /* @__PURE__ */ z.pure(() => ({
  recipient: optionalField(z.string().check(z.trim(), z.regex(/^(\d{1,16}|RCP_[A-Za-z0-9]{1,40})$/, 'recipient must be a recipient id or code'))),
  ...dateRange,
}));

export const listTransfersQuery = /* @__PURE__ */ z.pure(() => pagedQuery(transferFilters));
export type ListTransfersQuery = z.output<typeof listTransfersQuery>;

export const transferParams = /* @__PURE__ */ z.pure(() => z.object({
  id_or_code: z.string().check(z.trim(), z.regex(/^(\d{1,16}|TRF_[A-Za-z0-9]{1,40})$/, 'give a transfer id or transfer code (TRF_…)')),
}));

export const verifyTransferParams = /* @__PURE__ */ z.pure(() => z.object({ reference: transferReference }));

/** `GET /balance/ledger`: Paystack's paging (`perPage` or `per_page`, `page`) and an optional `from`/`to`. */
export const balanceLedgerQuery = /* @__PURE__ */ z.pure(() => pagedQuery(dateRange));
export type BalanceLedgerQuery = z.output<typeof balanceLedgerQuery>;
