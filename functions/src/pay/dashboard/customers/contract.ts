import * as z from '../../../lib/zod';
import { setRiskActionBody } from '../../customer/contract';
import { dateRange, optionalField, pagedQuery } from '../../shared/request-fields';

/**
 * Request schemas of the dashboard's customer routes (`/dashboard/api/customers…`) that differ from the
 * Customers API's; create, update and the path reuse the API's own (`customer/contract.ts`). Pure (zod only).
 */

/** `GET /customers`: the API's list query (paging, `from`/`to`) and a search by part of the e-mail. */
export const searchCustomersQuery = /* @__PURE__ */ z.pure(() => pagedQuery({
  ...dateRange,
  email: optionalField(z.string('email must be text').check(z.trim(), z.toLowerCase(), z.maxLength(254, 'email must be at most 254 characters'))),
}));
export type SearchCustomersQuery = z.output<typeof searchCustomersQuery>;

/** `POST /customers/{email_or_code}/risk-action`: the API's `risk_action` (the customer is the path's). */
export const riskActionBody = /* @__PURE__ */ z.pure(() => z.pick(setRiskActionBody, { risk_action: true }));
