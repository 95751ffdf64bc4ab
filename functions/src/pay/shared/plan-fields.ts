import * as z from '../../lib/zod';
import { planIntervals } from '../db/plan';
import { isoInstant } from './request-fields';

/** Request fields of plans that initialize, `request_inline`, plans and subscriptions read alike. Pure (zod only). */

export const planInterval = /* @__PURE__ */ z.pure(() => z.pipe(z.string('Interval is required').check(z.trim(), z.toLowerCase()), z.enum(planIntervals, `Interval is invalid: use one of ${planIntervals.join(', ')}`)));

/** `0` (or none): every period until disabled. */
export const invoiceLimit = /* @__PURE__ */ z.pure(() => z.coerce.number('Invoice limit must be a number').check(z.int('Invoice limit must be a whole number'), z.gte(0, 'Invoice limit cannot be negative'), z.lte(10_000, 'Invoice limit is too large')));

export const planCode = /* @__PURE__ */ z.pure(() => z.string('plan must be a plan code').check(z.trim(), z.regex(/^PLN_[A-Za-z0-9]{1,40}$/, 'plan must be a plan code (PLN_…)')));

export const startDate = /* @__PURE__ */ z.pure(() => isoInstant('start_date must be a date (ISO 8601)'));

export const quantity = /* @__PURE__ */ z.pure(() => z.coerce.number('quantity must be a number').check(z.int('quantity must be a whole number'), z.gte(1, 'quantity must be at least 1'), z.lte(1_000, 'quantity is too large')));
