import * as z from 'zod';
import { planIntervals } from '../db/plan';

/** Request fields of plans that initialize, `request_inline`, plans and subscriptions read alike. Pure (zod only). */

export const planInterval = z
  .string('Interval is required')
  .trim()
  .toLowerCase()
  .pipe(z.enum(planIntervals, `Interval is invalid: use one of ${planIntervals.join(', ')}`));

/** `0` (or none): every period until disabled. */
export const invoiceLimit = z.coerce
  .number('Invoice limit must be a number')
  .int('Invoice limit must be a whole number')
  .min(0, 'Invoice limit cannot be negative')
  .max(10_000, 'Invoice limit is too large');

export const planCode = z.string('plan must be a plan code').trim().regex(/^PLN_[A-Za-z0-9]{1,40}$/, 'plan must be a plan code (PLN_…)');

export const startDate = z
  .string('start_date must be a date (ISO 8601)')
  .trim()
  .refine((value) => !Number.isNaN(Date.parse(value)), 'start_date must be a date (ISO 8601)');

export const quantity = z.coerce.number('quantity must be a number').int('quantity must be a whole number').min(1, 'quantity must be at least 1').max(1_000, 'quantity is too large');
