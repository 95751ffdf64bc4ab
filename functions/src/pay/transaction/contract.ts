import * as z from '../../lib/zod';
import { invoiceLimit, planCode, planInterval, quantity, startDate } from '../shared/plan-fields';
import { currencySchema, metadataField, optionalField } from '../shared/request-fields';
import { splitParameters } from '../split/contract';
import { amountSchema, referenceSchema } from './fields';
import { refusedFields } from './unsupported-parameters';

/**
 * Request bodies of the payment routes (initialize, the pop-up's `request_inline`, charge and check
 * authorization, partial debit), in the field names of the inline-payment API merchants migrate from; a
 * transaction's lookups are in `lookup-contract.ts`, the list filters in `list-contract.ts`. Pure (zod only).
 */

const email = /* @__PURE__ */ z.pure(() => z.pipe(z.string().check(z.trim(), z.toLowerCase(), z.maxLength(254)), z.email('email must be a valid e-mail address')));
const callbackUrl = /* @__PURE__ */ z.pure(() => z.url({ protocol: /^https?$/, error: 'callback_url must be an http(s) URL' }).check(z.maxLength(2000)));
const text = (max: number) => z.string().check(z.trim(), z.maxLength(max));

/** Channels a merchant may name; `bank` is the pop-up's word for paying by bank transfer. */
export const knownChannels = ['card', 'bank', 'bank_transfer', 'ussd', 'qr', 'mobile_money', 'apple_pay'] as const;
const channels = /* @__PURE__ */ z.pure(() => z.array(z.enum(knownChannels, 'channels may hold only ' + knownChannels.join(', '))).check(z.maxLength(10)));

/** The merchant's order number (`order_id`: a number in the pop-up, a number or text from a server), kept as text. */
const orderId = /* @__PURE__ */ z.pure(() => z.pipe(z.union([z.number().check(z.int(), z.gte(0), z.lte(Number.MAX_SAFE_INTEGER)), z.string().check(z.trim(), z.regex(/^[A-Za-z0-9_-]{1,64}$/))], 'order_id must be a number or up to 64 letters, digits, - or _'), z.transform(String)));

/**
 * A plan's fields (docs/pay.md, Plans and subscriptions): with `plan`, the amount is the plan's × `quantity`
 * and the first success starts a subscription; without it, any of the others is refused (nothing is dropped).
 */
const planFields = {
  plan: optionalField(planCode),
  quantity: optionalField(quantity),
  invoice_limit: optionalField(invoiceLimit),
  start_date: optionalField(startDate),
  interval: optionalField(planInterval),
};

/** `amount` may be left out only with a plan (the pop-up drops it when `planCode` is given). */
function amountOrPlan(body: { amount?: number | undefined; plan?: string | undefined }, context: z.RefinementCtx): void {
  if (body.amount === undefined && body.plan === undefined) context.addIssue({ code: 'custom', path: ['amount'], message: 'amount is required' });
}

/** Initialize's parameters (Paystack's, plus `label` and `order_id`); SPEC §3's unsupported ones are refused by name. */
export const initializeTransactionBody = /* @__PURE__ */ z.pure(() => z.object({
  email,
  amount: optionalField(amountSchema),
  ...planFields,
  currency: optionalField(currencySchema),
  reference: optionalField(referenceSchema),
  callback_url: optionalField(callbackUrl),
  metadata: optionalField(metadataField),
  channels: optionalField(channels),
  label: optionalField(text(100)),
  order_id: optionalField(orderId),
  ...refusedFields,
  ...splitParameters,
}).check(z.superRefine(amountOrPlan)));
export type InitializeTransactionBody = z.output<typeof initializeTransactionBody>;

/**
 * What the pop-up script sends (SPEC §3); names it renames (`ref`, `firstname`, …) as it sends them. The
 * script's own parameters (`container`, `accessCode`, `card`, `bank`, `mode`) need nothing from the server and
 * are ignored; SPEC §3's unsupported ones are refused by name (docs/pay.md §16).
 */
export const requestInlineBody = /* @__PURE__ */ z.pure(() => z.object({
  key: z.string().check(z.trim(), z.minLength(1, 'key is required')),
  email,
  amount: optionalField(amountSchema),
  ...planFields,
  currency: optionalField(currencySchema),
  ref: optionalField(referenceSchema),
  firstname: optionalField(text(100)),
  lastname: optionalField(text(100)),
  phone: optionalField(text(30)),
  label: optionalField(text(100)),
  metadata: optionalField(metadataField),
  channels: optionalField(channels),
  callback_url: optionalField(callbackUrl),
  /**
   * A random token the pop-up holds for its checkout session: an identical earlier transaction is resumed
   * only for the same token, so guessing a customer's parameters never yields their access code.
   */
  checkout_token: optionalField(z.string().check(z.trim(), z.regex(/^[A-Za-z0-9_-]{16,100}$/, 'checkout_token must be 16 to 100 letters, digits, - or _'))),
  /** The merchant's customer code: it must be the customer with this e-mail (`transaction-create.ts`). */
  customer_code: optionalField(z.string().check(z.trim(), z.regex(/^CUS_[a-z0-9]{1,40}$/, 'customer_code must be a customer code (CUS_…)'))),
  order_id: optionalField(orderId),
  ...refusedFields,
  ...splitParameters,
}).check(z.superRefine(amountOrPlan)));
export type RequestInlineBody = z.output<typeof requestInlineBody>;

export const chargeAuthorizationBody = /* @__PURE__ */ z.pure(() => z.object({
  authorization_code: z.string().check(z.trim(), z.minLength(1, 'authorization_code is required'), z.maxLength(64)),
  email,
  amount: amountSchema,
  currency: optionalField(currencySchema),
  reference: optionalField(referenceSchema),
  metadata: optionalField(metadataField),
  ...splitParameters,
}));
export type ChargeAuthorizationBody = z.output<typeof chargeAuthorizationBody>;

export const checkAuthorizationBody = /* @__PURE__ */ z.pure(() => z.object({
  authorization_code: z.string().check(z.trim(), z.minLength(1, 'authorization_code is required'), z.maxLength(64)),
  email,
  amount: amountSchema,
  currency: optionalField(currencySchema),
}));
export type CheckAuthorizationBody = z.output<typeof checkAuthorizationBody>;

export const partialDebitBody = /* @__PURE__ */ z.pure(() => z.object({
    authorization_code: z.string().check(z.trim(), z.minLength(1, 'authorization_code is required'), z.maxLength(64)),
    currency: currencySchema,
    amount: amountSchema,
    email,
    reference: optionalField(referenceSchema),
    at_least: optionalField(amountSchema),
  }).check(z.refine((body) => body.at_least === undefined || body.at_least <= body.amount, { message: 'at_least must not be more than amount', path: ['at_least'] })));
export type PartialDebitBody = z.output<typeof partialDebitBody>;
