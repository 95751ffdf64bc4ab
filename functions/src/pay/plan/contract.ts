import * as z from '../../lib/zod';
import { invoiceLimit, planInterval } from '../shared/plan-fields';
import { optionalField, pagedQuery } from '../shared/request-fields';

/**
 * Request schemas of the Plans API, in the field names merchants' libraries send. Pure (zod only).
 */

/** Kobo, as an integer or a numeric string. */
export const planAmount = /* @__PURE__ */ z.pure(() => z.pipe(z.pipe(z.union([z.number(), z.string().check(z.trim(), z.regex(/^\d+$/, 'Amount should be a whole number of kobo'))], 'Amount is required'), z.transform(Number)), z.number().check(z.int('Amount should be a whole number of kobo'), z.gte(100, 'Amount should be at least 100 kobo'), z.lte(1_000_000_000_000, 'Amount is too large'))));

const name = /* @__PURE__ */ z.pure(() => z.string('Name is required').check(z.trim(), z.minLength(1, 'Name is required'), z.maxLength(200, 'Name must be at most 200 characters')));
const description = /* @__PURE__ */ z.pure(() => z.string('Description must be text').check(z.trim(), z.maxLength(1000, 'Description must be at most 1000 characters')));
const currency = /* @__PURE__ */ z.pure(() => z.pipe(z.string('Currency must be text').check(z.trim(), z.toUpperCase()), z.literal('NGN', 'Currency is not supported: use NGN')));
const flag = (field: string) => z.union([z.boolean(), z.pipe(z.enum(['true', 'false']), z.transform((value) => value === 'true'))], `${field} must be true or false`);

export const createPlanBody = /* @__PURE__ */ z.pure(() => z.object({
  name,
  amount: planAmount,
  interval: planInterval,
  description: optionalField(description),
  send_invoices: optionalField(flag('send_invoices')),
  send_sms: optionalField(flag('send_sms')),
  currency: optionalField(currency),
  invoice_limit: optionalField(invoiceLimit),
}));
export type CreatePlanBody = z.output<typeof createPlanBody>;

export const updatePlanBody = /* @__PURE__ */ z.pure(() => z.object({
  name: optionalField(name),
  amount: optionalField(planAmount),
  interval: optionalField(planInterval),
  description: optionalField(description),
  send_invoices: optionalField(flag('send_invoices')),
  send_sms: optionalField(flag('send_sms')),
  currency: optionalField(currency),
  invoice_limit: optionalField(invoiceLimit),
  /** Paystack's default: existing subscriptions take the new amount and interval too. */
  update_existing_subscriptions: optionalField(flag('update_existing_subscriptions')),
}));
export type UpdatePlanBody = z.output<typeof updatePlanBody>;

/** A plan code (`PLN_…`) or its numeric id. */
export const planKey = /* @__PURE__ */ z.pure(() => z.string().check(z.trim(), z.regex(/^(PLN_[A-Za-z0-9]{1,40}|\d{1,16})$/, 'give a plan code (PLN_…) or a plan id')));
export const planParams = /* @__PURE__ */ z.pure(() => z.object({ id_or_code: planKey }));

export const listPlansQuery = /* @__PURE__ */ z.pure(() => pagedQuery({
  status: optionalField(z.enum(['active', 'archived'], 'status must be active or archived')),
  interval: optionalField(planInterval),
  amount: optionalField(planAmount),
}));
export type ListPlansQuery = z.output<typeof listPlansQuery>;
