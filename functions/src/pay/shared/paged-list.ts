/** Paystack-style paging of a list: `perPage` items of page `page`, with the totals merchants' libraries read. */
export interface PageMeta {
  total: number;
  skipped: number;
  perPage: number;
  page: number;
  pageCount: number;
}

/** Bounds that sort before and after every ISO time, so a `from`/`to` range always stays inside an index's keys. */
export function createdRange(query: { from?: string | undefined; to?: string | undefined }): { from: string; to: string } {
  return { from: query.from ? new Date(query.from).toISOString() : '0000', to: query.to ? new Date(query.to).toISOString() : '9999' };
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
  const skipped = (paging.page - 1) * paging.perPage;
  const [total, items] = await Promise.all([read.total(), read.items(skipped + paging.perPage)]);
  return {
    data: items.slice(skipped, skipped + paging.perPage).map(view),
    meta: { total, skipped, perPage: paging.perPage, page: paging.page, pageCount: Math.ceil(total / paging.perPage) },
  };
}
