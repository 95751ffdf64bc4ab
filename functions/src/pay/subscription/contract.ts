import * as z from '../../lib/zod';
import { optionalField, pagedQuery } from '../shared/request-fields';
import { startDate } from '../shared/plan-fields';

/** Request schemas of the Subscriptions API, in the field names merchants' libraries send. Pure (zod only). */

const customerKey = /* @__PURE__ */ z.pure(() => z.string('Customer is required').check(z.trim(), z.minLength(1, 'Customer is required'), z.maxLength(254), z.regex(/^(CUS_[A-Za-z0-9]{1,40}|[^\s/]+@[^\s/]+)$/, 'Customer must be a customer code (CUS_…) or an e-mail')));
const planKey = /* @__PURE__ */ z.pure(() => z.string('Plan is required').check(z.trim(), z.regex(/^(PLN_[A-Za-z0-9]{1,40}|\d{1,16})$/, 'Plan must be a plan code (PLN_…) or a plan id')));

export const createSubscriptionBody = /* @__PURE__ */ z.pure(() => z.object({
  customer: customerKey,
  plan: planKey,
  authorization: optionalField(z.string('authorization must be an authorization code').check(z.trim(), z.minLength(1), z.maxLength(64))),
  start_date: optionalField(startDate),
}));
export type CreateSubscriptionBody = z.output<typeof createSubscriptionBody>;

const subscriptionCode = /* @__PURE__ */ z.pure(() => z.string('Subscription code is required').check(z.trim(), z.regex(/^SUB_[A-Za-z0-9]{1,40}$/, 'code must be a subscription code (SUB_…)')));

/** `enable` and `disable`: the code and the subscription's `email_token`. */
export const toggleSubscriptionBody = /* @__PURE__ */ z.pure(() => z.object({
  code: subscriptionCode,
  token: z.string('Email token is required').check(z.trim(), z.minLength(1, 'Email token is required'), z.maxLength(100)),
}));
export type ToggleSubscriptionBody = z.output<typeof toggleSubscriptionBody>;

export const subscriptionParams = /* @__PURE__ */ z.pure(() => z.object({
  id_or_code: z.string().check(z.trim(), z.regex(/^(SUB_[A-Za-z0-9]{1,40}|\d{1,16})$/, 'give a subscription code (SUB_…) or a subscription id')),
}));
export const subscriptionCodeParams = /* @__PURE__ */ z.pure(() => z.object({ code: subscriptionCode }));

const numericId = (field: string) => z.coerce.number(`${field} must be an id`).check(z.int(`${field} must be an id`), z.gte(1, `${field} must be an id`));

export const listSubscriptionsQuery = /* @__PURE__ */ z.pure(() => pagedQuery({
  customer: optionalField(numericId('customer')),
  plan: optionalField(numericId('plan')),
}));
export type ListSubscriptionsQuery = z.output<typeof listSubscriptionsQuery>;

/** The customer's manage page (`GET /subscription/manage/{code}?token=…`) and its forms (`token` in the form body). */
export const managePageParams = /* @__PURE__ */ z.pure(() => z.object({ code: subscriptionCode }));
export const managePageQuery = /* @__PURE__ */ z.pure(() => z.object({ token: z.optional(z.string().check(z.trim(), z.maxLength(100))) }));
export const managePageCancelBody = /* @__PURE__ */ z.pure(() => z.object({ token: z.optional(z.string().check(z.trim(), z.maxLength(100))) }));
export const managePageCardBody = /* @__PURE__ */ z.pure(() => z.object({
  token: z.optional(z.string().check(z.trim(), z.maxLength(100))),
  authorization_code: z.string('Choose a card').check(z.trim(), z.regex(/^AUTH_[A-Za-z0-9]{1,40}$/, 'Choose a card')),
}));
