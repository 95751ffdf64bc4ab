import * as z from 'zod';
import { metadataField, optionalField } from '../shared/request-fields';
import { riskActions } from '../db/customer';

/**
 * Request schemas of the Customers API, in the field names merchants' libraries send. Pure (zod only).
 */

const email = z.string('email is required').trim().toLowerCase().max(254).pipe(z.email('email must be a valid e-mail address'));
const name = (field: string) => z.string(`${field} must be text`).trim().max(100, `${field} must be at most 100 characters`);
const phone = z.string('phone must be text').trim().max(30, 'phone must be at most 30 characters');


export const createCustomerBody = z.object({
  email,
  first_name: optionalField(name('first_name')),
  last_name: optionalField(name('last_name')),
  phone: optionalField(phone),
  metadata: optionalField(metadataField),
});
export type CreateCustomerBody = z.output<typeof createCustomerBody>;

export const updateCustomerBody = z.object({
  first_name: optionalField(name('first_name')),
  last_name: optionalField(name('last_name')),
  phone: optionalField(phone),
  metadata: optionalField(metadataField),
});
export type UpdateCustomerBody = z.output<typeof updateCustomerBody>;

/** A customer code (`CUS_…`), an e-mail, or the numeric id, as the fetch route takes them. */
const customerKey = z
  .string()
  .trim()
  .min(1, 'a customer code or e-mail is required')
  .max(254)
  .regex(/^(CUS_[A-Za-z0-9]{1,40}|[^\s/]+@[^\s/]+)$/, 'give a customer code (CUS_…) or an e-mail');

export const customerParams = z.object({ email_or_code: customerKey });

export const setRiskActionBody = z.object({
  customer: customerKey,
  risk_action: optionalField(z.enum(riskActions, `risk_action must be one of ${riskActions.join(', ')}`)),
});
export type SetRiskActionBody = z.output<typeof setRiskActionBody>;

export const deactivateAuthorizationBody = z.object({
  authorization_code: z.string('authorization_code is required').trim().min(1, 'authorization_code is required').max(64),
});

const isoDate = z.string().trim().refine((value) => !Number.isNaN(Date.parse(value)), 'must be a date (ISO 8601)');

export const listCustomersQuery = z.object({
  perPage: z.coerce.number().int('perPage must be a whole number').min(1, 'perPage must be at least 1').max(100, 'perPage must be at most 100').default(50),
  page: z.coerce.number().int('page must be a whole number').min(1, 'page must be at least 1').max(10_000).default(1),
  from: optionalField(isoDate),
  to: optionalField(isoDate),
});
export type ListCustomersQuery = z.output<typeof listCustomersQuery>;
