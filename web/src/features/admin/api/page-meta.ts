import type { AdminPageMeta } from '@functions/shop/shared/contract';

function isPageMeta(value: unknown): value is AdminPageMeta {
  return typeof value === 'object' && value !== null && 'page' in value && 'hasMore' in value;
}

/** The `meta` of a back-office table page, or a single last page when the answer carries none. */
export function pageMetaOf(meta: unknown, page: number): AdminPageMeta {
  return isPageMeta(meta) ? meta : { page, perPage: 50, hasMore: false };
}
