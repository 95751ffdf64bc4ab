import * as z from '../../lib/zod';
import { referenceSchema } from './fields';

/**
 * Request schemas of the routes that find one transaction (by id, reference or either) and of the export
 * link, apart from the payment bodies (`contract.ts`) and the list filters (`list-contract.ts`), so these
 * routes' bundles build only what they read. Pure (zod only).
 */

export const referenceParams = /* @__PURE__ */ z.pure(() => z.object({ reference: referenceSchema }));
export const transactionIdParams = /* @__PURE__ */ z.pure(() => z.object({
  id: z.pipe(z.string().check(z.trim(), z.regex(/^\d{1,16}$/, 'id must be a transaction id (digits)')), z.transform(Number)),
}));
export const idOrReferenceParams = /* @__PURE__ */ z.pure(() => z.object({ id_or_reference: referenceSchema }));

export const updateLogBody = /* @__PURE__ */ z.pure(() => z.object({ payload: z.string().check(z.maxLength(20_000, 'payload is too large')) }));

export const exportTokenParams = /* @__PURE__ */ z.pure(() => z.object({ token: z.string().check(z.trim(), z.minLength(1), z.maxLength(4000), z.regex(/^[A-Za-z0-9_.-]+$/, 'token is not an export link')) }));
