import * as z from '../../lib/zod';
import { settlementSchedules } from '../db/subaccount';
import { dateRange, metadataField, optionalField, pagedQuery } from '../shared/request-fields';

/**
 * Request schemas of the Subaccounts API, in the field names merchants' libraries send. Pure (zod only).
 */

const text = (field: string, max: number) => z.string(`${field} must be text`).check(z.trim(), z.maxLength(max, `${field} must be at most ${max} characters`));
const businessName = /* @__PURE__ */ z.pure(() => text('business_name', 100).check(z.minLength(1, 'business_name is required')));
const bankCode = /* @__PURE__ */ z.pure(() => z.string('settlement_bank is required').check(z.trim(), z.minLength(1, 'settlement_bank is required'), z.maxLength(10), z.regex(/^[0-9A-Za-z]+$/, 'settlement_bank must be a bank code from GET /bank')));
const accountNumber = /* @__PURE__ */ z.pure(() => z.string('account_number is required').check(z.trim(), z.regex(/^\d{10}$/, 'account_number must be the 10-digit NUBAN')));
/** The percentage of each payment the merchant keeps (0–100, up to 3 decimals), as a number or numeric text. */
const percentageCharge = /* @__PURE__ */ z.pure(() => z.pipe(z.pipe(z.pipe(z.union([z.number(), z.string().check(z.trim(), z.regex(/^\d+(\.\d+)?$/, 'percentage_charge must be a number from 0 to 100'))], 'percentage_charge is required'), z.transform(Number)), z.number().check(z.gte(0, 'percentage_charge must be from 0 to 100'), z.lte(100, 'percentage_charge must be from 0 to 100'))), z.transform((value) => Math.round(value * 1000) / 1000)));
const schedule = /* @__PURE__ */ z.pure(() => z.preprocess((value) => (typeof value === 'string' ? value.trim().toLowerCase() : value), z.enum(settlementSchedules, `settlement_schedule must be one of ${settlementSchedules.map((value) => value.toUpperCase()).join(', ')}`)));
const contactEmail = /* @__PURE__ */ z.pure(() => z.pipe(z.string().check(z.trim(), z.toLowerCase(), z.maxLength(254)), z.email('primary_contact_email must be a valid e-mail address')));
const active = /* @__PURE__ */ z.pure(() => z.union([z.boolean(), z.pipe(z.enum(['true', 'false'], 'active must be true or false'), z.transform((value) => value === 'true'))], 'active must be true or false'));

const details = {
  description: optionalField(text('description', 500)),
  primary_contact_email: optionalField(contactEmail),
  primary_contact_name: optionalField(text('primary_contact_name', 100)),
  primary_contact_phone: optionalField(text('primary_contact_phone', 30)),
  settlement_schedule: optionalField(schedule),
  metadata: optionalField(metadataField),
};

/** Newer libraries send the bank as `bank_code`; Paystack's reference names it `settlement_bank`. Either counts. */
function withBankCode(body: unknown): unknown {
  if (typeof body !== 'object' || body === null) return body;
  const { bank_code: alias, ...rest } = body as Record<string, unknown>;
  return 'settlement_bank' in rest || alias === undefined ? rest : { ...rest, settlement_bank: alias };
}

export const createSubaccountBody = /* @__PURE__ */ z.pure(() => z.preprocess(withBankCode, z.object({ business_name: businessName, settlement_bank: bankCode, account_number: accountNumber, percentage_charge: percentageCharge, ...details })));
export type CreateSubaccountBody = z.output<typeof createSubaccountBody>;

export const updateSubaccountBody = /* @__PURE__ */ z.pure(() => z.preprocess(withBankCode, z.object({
    business_name: optionalField(businessName),
    settlement_bank: optionalField(bankCode),
    account_number: optionalField(accountNumber),
    percentage_charge: optionalField(percentageCharge),
    active: optionalField(active),
    ...details,
  })));
export type UpdateSubaccountBody = z.output<typeof updateSubaccountBody>;

/** A subaccount code (`ACCT_…`) or its numeric id. */
export const subaccountKey = /* @__PURE__ */ z.pure(() => z.string().check(z.trim(), z.regex(/^(ACCT_[A-Za-z0-9]{1,40}|\d{1,16})$/, 'give a subaccount code (ACCT_…) or id')));
export const subaccountParams = /* @__PURE__ */ z.pure(() => z.object({ id_or_code: subaccountKey }));


export const listSubaccountsQuery = /* @__PURE__ */ z.pure(() => pagedQuery({ ...dateRange, active: optionalField(active) }));
export type ListSubaccountsQuery = z.output<typeof listSubaccountsQuery>;
