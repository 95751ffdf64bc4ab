import * as z from '../../lib/zod';
import { dateRange, metadataField, optionalField, pagedQuery } from '../shared/request-fields';

/**
 * Request schemas of the Transfer Recipients API (`/transferrecipient`), in the field names merchants'
 * libraries send. Test mode pays out to Nigerian bank accounts only (`nuban`, NGN). Pure (zod only).
 */

const name = /* @__PURE__ */ z.pure(() => z.string('name is required').check(z.trim(), z.minLength(1, 'name is required'), z.maxLength(100, 'name must be at most 100 characters')));
const description = /* @__PURE__ */ z.pure(() => z.string('description must be text').check(z.trim(), z.maxLength(200, 'description must be at most 200 characters')));
const email = /* @__PURE__ */ z.pure(() => z.pipe(z.string('email must be text').check(z.trim(), z.toLowerCase(), z.maxLength(254)), z.email('email must be a valid e-mail address')));

export const recipientBody = /* @__PURE__ */ z.pure(() => z.object({
  type: z.enum(['nuban'], 'type must be nuban: test mode pays out to Nigerian bank accounts (ghipss, mobile_money, basa and authorization are not supported by Pay)'),
  name,
  account_number: z.string('account_number is required').check(z.trim(), z.regex(/^\d{10}$/, 'account_number must be the 10-digit NUBAN')),
  bank_code: z.string('bank_code is required').check(z.trim(), z.minLength(1, 'bank_code is required'), z.maxLength(10), z.regex(/^[0-9A-Za-z]+$/, 'bank_code must be a bank code from GET /bank')),
  currency: optionalField(z.enum(['NGN'], 'currency must be NGN for a nuban recipient')),
  description: optionalField(description),
  email: optionalField(email),
  metadata: optionalField(metadataField),
  authorization_code: optionalField(z.never('authorization_code is not supported by Pay: create a nuban recipient with account_number and bank_code')),
}));
export type RecipientBody = z.output<typeof recipientBody>;

export const bulkRecipientsBody = /* @__PURE__ */ z.pure(() => z.object({
  batch: z.array(recipientBody, 'batch must be a list of recipients').check(z.minLength(1, 'batch must hold at least one recipient'), z.maxLength(100, 'batch holds at most 100 recipients')),
}));
export type BulkRecipientsBody = z.output<typeof bulkRecipientsBody>;

export const updateRecipientBody = /* @__PURE__ */ z.pure(() => z.object({
  name: optionalField(name),
  email: optionalField(email),
  description: optionalField(description),
  metadata: optionalField(metadataField),
}));
export type UpdateRecipientBody = z.output<typeof updateRecipientBody>;

export const recipientParams = /* @__PURE__ */ z.pure(() => z.object({
  id_or_code: z.string().check(z.trim(), z.regex(/^(\d{1,16}|RCP_[A-Za-z0-9]{1,40})$/, 'give a recipient id or recipient code (RCP_…)')),
}));

export const listRecipientsQuery = /* @__PURE__ */ z.pure(() => pagedQuery(dateRange));
export type ListRecipientsQuery = z.output<typeof listRecipientsQuery>;
