import * as z from '../../lib/zod';

/**
 * The two fields every transaction schema reads the same way: an amount in kobo and a reference. Their own
 * module, so a route that reads one transaction builds neither the payment bodies nor the list filters.
 */

/** Kobo, as an integer or a numeric string (`"250000"`), answered as an integer. */
export const amountSchema = /* @__PURE__ */ z.pure(() => z.pipe(z.pipe(z.union([z.number(), z.string().check(z.trim(), z.regex(/^\d+$/, 'amount must be a whole number of kobo'))]), z.transform(Number)), z.number().check(z.int('amount must be a whole number of kobo'), z.gte(100, 'amount must be at least 100 kobo'), z.lte(1_000_000_000_000, 'amount is too large'))));

export const referenceSchema = /* @__PURE__ */ z.pure(() => z.string().check(z.trim(), z.minLength(1), z.maxLength(100), z.regex(/^[A-Za-z0-9._=-]+$/, 'reference may hold only letters, digits and - . = _')));
