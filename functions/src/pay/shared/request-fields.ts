import { parseIsoInstant } from '../../lib/dates/iso-instant';
import * as z from '../../lib/zod';

/**
 * Request fields every Pay resource reads the same way, in the inline-payment API's habits. Pure (zod and the
 * strict date reader).
 */

/** Libraries and the pop-up send empty optional fields as `null` or `""`: both mean "not given". */
export function optionalField<S extends z.ZodMiniType>(schema: S) {
  return z.preprocess((value) => (value === null || value === '' ? undefined : value), z.optional(schema));
}

/**
 * An ISO 8601 date or date-time, read strictly (`parseIsoInstant`: `Nov 5 2024` or `2024-02-30` is refused, where
 * `Date.parse` reads some instant), handed on as its instant in one form, `2024-03-01T09:30:00.000Z`.
 */
export function isoInstant(message: string) {
  return z.pipe(z.string(message).check(z.trim()), z.transform((value, context) => {
    const at = parseIsoInstant(value);
    if (at !== undefined) return new Date(at).toISOString();
    context.addIssue({ code: 'custom', message });
    return z.NEVER;
  }));
}

const isoDate = /* @__PURE__ */ z.pure(() => isoInstant('must be a date (ISO 8601)'));

/** Paystack-style paging of every list: `perPage` (1–100, default 50) and `page` (from 1). */
const pagingQuery = /* @__PURE__ */ z.pure(() => ({
  perPage: z._default(z.coerce.number().check(z.int('perPage must be a whole number'), z.gte(1, 'perPage must be at least 1'), z.lte(100, 'perPage must be at most 100')), 50),
  page: z._default(z.coerce.number().check(z.int('page must be a whole number'), z.gte(1, 'page must be at least 1'), z.lte(10_000)), 1),
}));

/** `from`/`to`: the creation dates a list (and the totals and export) is narrowed to. */
export const dateRange = {
  from: optionalField(isoDate),
  to: optionalField(isoDate),
};

/** The one currency Pay takes, in any case: `NGN`. */
export const currencySchema = /* @__PURE__ */ z.pure(() => z.pipe(z.string().check(z.trim(), z.toUpperCase()), z.literal('NGN', 'currency must be NGN')));

/** Paystack's libraries send `per_page` as often as `perPage`: the first one given counts (a list query's preprocess). */
function withPerPage(query: unknown): unknown {
  if (typeof query !== 'object' || query === null) return query;
  const { per_page: alias, ...rest } = query as Record<string, unknown>;
  return 'perPage' in rest || alias === undefined ? rest : { ...rest, perPage: alias };
}

/** A list's query: Paystack's paging (either spelling of `perPage`) and the list's own filters. */
export function pagedQuery<S extends z.core.$ZodShape>(filters: S) {
  return z.preprocess(withPerPage, z.object({ ...pagingQuery, ...filters }));
}

/** The merchant's metadata, as an object or its JSON text; kept as JSON text of at most 10 KB. */
export const metadataField = /* @__PURE__ */ z.pure(() => z.pipe(z.pipe(z.union([z.record(z.string(), z.unknown()), z.string()], 'metadata must be a JSON object'), z.transform((value, context) => {
    if (typeof value !== 'string') return JSON.stringify(value);
    try {
      const parsed: unknown = JSON.parse(value);
      if (typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)) return JSON.stringify(parsed);
    } catch {
      // reported below
    }
    context.addIssue({ code: 'custom', message: 'metadata must be a JSON object' });
    return z.NEVER;
  })), z.string().check(z.maxLength(10_000, 'metadata is too large (10 KB at most)'))));
