import * as z from '../../lib/zod';
import { bearerTypes, splitTypes } from '../db/split';
import { dateRange, optionalField, pagedQuery } from '../shared/request-fields';
import { splitProblems } from './split-rules';

/**
 * Request schemas of the Transaction Splits API, in the field names merchants' libraries send. Pure (zod only).
 * Shares are whole numbers: percent for a `percentage` split, kobo for a `flat` one.
 */

export const subaccountCode = /* @__PURE__ */ z.pure(() => z.string('subaccount is required').check(z.trim(), z.regex(/^ACCT_[A-Za-z0-9]{1,40}$/, 'subaccount must be a subaccount code (ACCT_…)')));
const share = /* @__PURE__ */ z.pure(() => z.pipe(z.pipe(z.union([z.number(), z.string().check(z.trim(), z.regex(/^\d+$/, 'share must be a whole number'))], 'share is required'), z.transform(Number)), z.number().check(z.int('share must be a whole number (no decimals)'), z.gte(1, 'share must be at least 1'), z.lte(1_000_000_000_000, 'share is too large'))));
export const splitSubaccount = /* @__PURE__ */ z.pure(() => z.object({ subaccount: subaccountCode, share }));
const name = /* @__PURE__ */ z.pure(() => z.string('name is required').check(z.trim(), z.minLength(1, 'name is required'), z.maxLength(100, 'name must be at most 100 characters')));
const type = /* @__PURE__ */ z.pure(() => z.enum(splitTypes, `type must be one of ${splitTypes.join(', ')}`));
const bearerType = /* @__PURE__ */ z.pure(() => z.enum(bearerTypes, `bearer_type must be one of ${bearerTypes.join(', ')}`));
const currency = /* @__PURE__ */ z.pure(() => z.pipe(z.string().check(z.trim(), z.toUpperCase()), z.literal('NGN', 'currency must be NGN')));
const active = /* @__PURE__ */ z.pure(() => z.union([z.boolean(), z.pipe(z.enum(['true', 'false'], 'active must be true or false'), z.transform((value) => value === 'true'))], 'active must be true or false'));

export type SplitSubaccountInput = z.output<typeof splitSubaccount>;

const splitFields = /* @__PURE__ */ z.pure(() => ({
  type,
  currency: optionalField(currency),
  subaccounts: z.array(splitSubaccount, 'subaccounts must be a list of { subaccount, share }').check(z.maxLength(50, 'a split has at most 50 subaccounts')),
  bearer_type: optionalField(bearerType),
  bearer_subaccount: optionalField(subaccountCode),
}));

function refineSplit(body: Parameters<typeof splitProblems>[0], context: z.RefinementCtx): void {
  for (const problem of splitProblems(body)) context.addIssue({ code: 'custom', message: problem.message, path: [problem.path] });
}

export const createSplitBody = /* @__PURE__ */ z.pure(() => z.object({ name, ...splitFields, subaccounts: splitFields.subaccounts.check(z.minLength(1, 'subaccounts must name at least one subaccount')) }).check(z.superRefine(refineSplit)));
export type CreateSplitBody = z.output<typeof createSplitBody>;

/** initialize's and request_inline's `split`: a split made for one transaction (an object or its JSON text). */
export const dynamicSplitField = /* @__PURE__ */ z.pure(() => z.preprocess((value) => {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return value;
  }
}, z.object({ name: optionalField(name), ...splitFields, subaccounts: splitFields.subaccounts.check(z.minLength(1, 'split.subaccounts must name at least one subaccount')) }, 'split must be a split object { type, subaccounts, bearer_type }').check(z.superRefine(refineSplit))));
export type DynamicSplit = z.output<typeof dynamicSplitField>;

export const updateSplitBody = /* @__PURE__ */ z.pure(() => z.object({
  name: optionalField(name),
  active: optionalField(active),
  bearer_type: optionalField(bearerType),
  bearer_subaccount: optionalField(subaccountCode),
}));
export type UpdateSplitBody = z.output<typeof updateSplitBody>;

export const addSplitSubaccountBody = splitSubaccount;
export const removeSplitSubaccountBody = /* @__PURE__ */ z.pure(() => z.object({ subaccount: subaccountCode }));

/** A split's numeric id or its code (`SPL_…`). */
export const splitParams = /* @__PURE__ */ z.pure(() => z.object({ id: z.string().check(z.trim(), z.regex(/^(SPL_[A-Za-z0-9]{1,40}|\d{1,16})$/, 'id must be a split id or code (SPL_…)')) }));

export const splitSortFields = ['createdAt', 'updatedAt', 'name'] as const;
export const listSplitsQuery = /* @__PURE__ */ z.pure(() => pagedQuery({
  ...dateRange,
  name: optionalField(z.string().check(z.trim(), z.maxLength(100))),
  active: optionalField(active),
  sort_by: optionalField(z.enum(splitSortFields, `sort_by must be one of ${splitSortFields.join(', ')}`)),
}));
export type ListSplitsQuery = z.output<typeof listSplitsQuery>;

/** Split and subaccount parameters of initialize and request_inline (docs/pay.md, Subaccounts and splits). */
export const transactionChargeField = /* @__PURE__ */ z.pure(() => z.pipe(z.pipe(z.union([z.number(), z.string().check(z.trim(), z.regex(/^\d+$/, 'transaction_charge must be a whole number of kobo'))]), z.transform(Number)), z.number().check(z.int('transaction_charge must be a whole number of kobo'), z.gte(0, 'transaction_charge must not be negative'), z.lte(1_000_000_000_000))));
export const splitParameters = /* @__PURE__ */ z.pure(() => ({
  subaccount: optionalField(subaccountCode),
  split_code: optionalField(z.string().check(z.trim(), z.regex(/^SPL_[A-Za-z0-9]{1,40}$/, 'split_code must be a split code (SPL_…)'))),
  split: optionalField(dynamicSplitField),
  bearer: optionalField(z.enum(['account', 'subaccount'], 'bearer must be account or subaccount')),
  transaction_charge: optionalField(transactionChargeField),
}));
