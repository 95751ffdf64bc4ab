import * as z from 'zod';

/**
 * Request fields every Pay resource reads the same way, in the inline-payment API's habits. Pure (zod only).
 */

/** Libraries and the pop-up send empty optional fields as `null` or `""`: both mean "not given". */
export function optionalField<S extends z.ZodType>(schema: S) {
  return z.preprocess((value) => (value === null || value === '' ? undefined : value), schema.optional());
}

/** The merchant's metadata, as an object or its JSON text; kept as JSON text of at most 10 KB. */
export const metadataField = z
  .union([z.record(z.string(), z.unknown()), z.string()], 'metadata must be a JSON object')
  .transform((value, context) => {
    if (typeof value !== 'string') return JSON.stringify(value);
    try {
      const parsed: unknown = JSON.parse(value);
      if (typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)) return JSON.stringify(parsed);
    } catch {
      // reported below
    }
    context.addIssue({ code: 'custom', message: 'metadata must be a JSON object' });
    return z.NEVER;
  })
  .pipe(z.string().max(10_000, 'metadata is too large (10 KB at most)'));
