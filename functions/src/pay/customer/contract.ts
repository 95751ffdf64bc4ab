import * as z from '../../lib/zod';
import { dateRange, metadataField, optionalField, pagedQuery } from '../shared/request-fields';
import { riskActions } from '../db/customer';

/**
 * Request schemas of the Customers API, in the field names merchants' libraries send. Pure (zod only).
 */

const email = /* @__PURE__ */ z.pure(() => z.pipe(z.string('email is required').check(z.trim(), z.toLowerCase(), z.maxLength(254)), z.email('email must be a valid e-mail address')));
const name = (field: string) => z.string(`${field} must be text`).check(z.trim(), z.maxLength(100, `${field} must be at most 100 characters`));
const phone = /* @__PURE__ */ z.pure(() => z.string('phone must be text').check(z.trim(), z.maxLength(30, 'phone must be at most 30 characters')));


export const createCustomerBody = /* @__PURE__ */ z.pure(() => z.object({
  email,
  first_name: optionalField(name('first_name')),
  last_name: optionalField(name('last_name')),
  phone: optionalField(phone),
  metadata: optionalField(metadataField),
}));
export type CreateCustomerBody = z.output<typeof createCustomerBody>;

export const updateCustomerBody = /* @__PURE__ */ z.pure(() => z.object({
  first_name: optionalField(name('first_name')),
  last_name: optionalField(name('last_name')),
  phone: optionalField(phone),
  metadata: optionalField(metadataField),
}));
export type UpdateCustomerBody = z.output<typeof updateCustomerBody>;

/** A customer code (`CUS_…`), an e-mail, or the numeric id, as the fetch route takes them. */
const customerKey = /* @__PURE__ */ z.pure(() => z.string().check(z.trim(), z.minLength(1, 'a customer code or e-mail is required'), z.maxLength(254), z.regex(/^(CUS_[A-Za-z0-9]{1,40}|[^\s/]+@[^\s/]+)$/, 'give a customer code (CUS_…) or an e-mail')));

export const customerParams = /* @__PURE__ */ z.pure(() => z.object({ email_or_code: customerKey }));

export const setRiskActionBody = /* @__PURE__ */ z.pure(() => z.object({
  customer: customerKey,
  risk_action: optionalField(z.enum(riskActions, `risk_action must be one of ${riskActions.join(', ')}`)),
}));
export type SetRiskActionBody = z.output<typeof setRiskActionBody>;

export const deactivateAuthorizationBody = /* @__PURE__ */ z.pure(() => z.object({
  authorization_code: z.string('authorization_code is required').check(z.trim(), z.minLength(1, 'authorization_code is required'), z.maxLength(64)),
}));

/** `GET /customer`: Paystack's paging (`perPage` or `per_page`, `page`) and the creation dates `from`/`to`. */
export const listCustomersQuery = /* @__PURE__ */ z.pure(() => pagedQuery(dateRange));
export type ListCustomersQuery = z.output<typeof listCustomersQuery>;
