import * as z from '../../lib/zod';

/** Field shapes more than one Shop module's contract uses. Pure: safe for the browser. */

/**
 * NUL and the bidirectional controls (U+200E/U+200F marks, U+202A–U+202E embeddings and overrides, U+2066–U+2069
 * isolates). No name or address needs them, and an override shown in the back office, on a label or in an
 * e-mail reorders what follows it ("Ada" + RLO + "gpj.exe"), so they are dropped rather than refused.
 */
const bidiControls = /[\u200E\u200F\u202A-\u202E\u2066-\u2069]/g;

export function withoutInvisibleControls(value: string): string {
  return value.replace(bidiControls, '').replaceAll('\u0000', '');
}

/** `missing`: what a customer form says when the field is empty ('Enter whose measurement this is'). */
export const requiredText = (label: string, max: number, missing = `${label} is required`) =>
  z.string({ error: missing }).check(z.overwrite(withoutInvisibleControls), z.trim(), z.minLength(1, missing), z.maxLength(max, `${label} must be at most ${max} characters`));

export const optionalText = (label: string, max: number) =>
  z.string({ error: `${label} must be text` }).check(z.overwrite(withoutInvisibleControls), z.trim(), z.maxLength(max, `${label} must be at most ${max} characters`));

export const phoneSchema = /* @__PURE__ */ z.pure(() => z.string({ error: 'Enter your phone number' }).check(z.trim(), z.regex(/^\+?[0-9][0-9 ()-]{5,20}$/, 'Enter a valid phone number')));

/** Stable ids are UUIDs; anything else can never name an item. */
export const itemIdSchema = /* @__PURE__ */ z.pure(() => z.string({ error: 'id is required' }).check(z.trim(), z.minLength(1, 'id is required'), z.maxLength(64, 'id is not valid')));

/** `POST /order/delete-delivery-details` and `POST /measurement/delete-measurements` */
export const deleteItemBody = /* @__PURE__ */ z.pure(() => z.object({ id: itemIdSchema }));

/** `?limit=&cursor=` of every cursor-paged list (ARCHITECTURE §3: up to 100, default 50). */
export const pageFields = /* @__PURE__ */ z.pure(() => ({
  limit: z._default(z.coerce.number({ message: 'limit must be a number' }).check(z.int('limit must be a whole number'), z.gte(1, 'limit must be at least 1'), z.lte(100, 'limit must be at most 100')), 50),
  cursor: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(2048, 'cursor is not valid'))),
}));

/** The back office's tables show 50 rows a page (SPEC §9). */
export const adminPageSize = 50;
/** Offset paging reads from the index's start, so page numbers have a ceiling (10,000 rows). */
export const maxAdminPage = 200;

/** `?page=` of a back-office table, 1-based. */
export const adminPageQuery = /* @__PURE__ */ z.pure(() => z.object({
  page: z._default(z.coerce.number({ message: 'page must be a number' }).check(z.int('page must be a whole number'), z.gte(1, 'page must be at least 1'), z.lte(maxAdminPage, `page must be at most ${maxAdminPage}`)), 1),
}));

/** Paging facts beside a back-office table's `data`. */
export interface AdminPageMeta {
  page: number;
  perPage: number;
  hasMore: boolean;
}

/**
 * Reports one of SPEC's fixed form messages ('enter product name', 'select status'…) on the body itself, so
 * the API answers it whole, never prefixed with a field name.
 */
export function reportWhole(context: z.RefinementCtx, message: string): typeof z.NEVER {
  context.addIssue({ code: 'custom', message, path: [] });
  return z.NEVER;
}

/** A stored image key under one prefix: letters, digits, `-`, `_` and `/` only, an image extension. */
export function imageKeyPattern(prefix: 'products' | 'categories'): RegExp {
  return new RegExp(`^${prefix}/[A-Za-z0-9_-]+(/[A-Za-z0-9_-]+)*\\.(jpg|png|webp|gif|svg)$`);
}
