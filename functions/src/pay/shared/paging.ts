import { BadRequestError } from '../../lib/http/errors';

/**
 * Paystack-style pages of a merchant's resources (`perPage`/`page` with `meta`), over the by-merchant index's
 * creation times. Pure.
 */

export interface PageMeta {
  total: number;
  skipped: number;
  perPage: number;
  page: number;
  pageCount: number;
}

/**
 * `from`/`to` as bounds of the index's ISO times (bounds that sort before and after every time when absent). A
 * `from` after `to` is refused: DynamoDB refuses such a range itself, which would answer a 500.
 */
export function createdRange(query: { from?: string | undefined; to?: string | undefined }): { from: string; to: string } {
  const from = query.from ? new Date(query.from).toISOString() : '0000';
  const to = query.to ? new Date(query.to).toISOString() : '9999';
  if (from > to) throw new BadRequestError('from must not be after to', [{ path: 'from', message: 'after to' }]);
  return { from, to };
}

export function skippedBy(query: { perPage: number; page: number }): number {
  return (query.page - 1) * query.perPage;
}

export function pageMeta(total: number, query: { perPage: number; page: number }): PageMeta {
  return { total, skipped: skippedBy(query), perPage: query.perPage, page: query.page, pageCount: Math.ceil(total / query.perPage) };
}

/**
 * One page of a newest-first query: `total` counts every match (a key-only count), `items` reads the first
 * `count` matches; the page is the slice after the skipped ones, shown by `view`.
 */
export async function pageOf<Item, View>(
  paging: { perPage: number; page: number },
  read: { total: () => Promise<number>; items: (count: number) => Promise<Item[]> },
  view: (item: Item) => View,
): Promise<{ data: View[]; meta: PageMeta }> {
  const skipped = skippedBy(paging);
  const [total, items] = await Promise.all([read.total(), read.items(skipped + paging.perPage)]);
  return { data: items.slice(skipped, skipped + paging.perPage).map(view), meta: pageMeta(total, paging) };
}
