import type { AdminPageMeta } from '@functions/shop/shared/contract';

/** The `meta` of a back-office table page, or a single last page when the answer carries none. */
export function pageMetaOf(meta: unknown, page: number): AdminPageMeta {
  const valid = typeof meta === 'object' && meta !== null && 'page' in meta && 'hasMore' in meta;
  return valid ? (meta as AdminPageMeta) : { page, perPage: 50, hasMore: false };
}
