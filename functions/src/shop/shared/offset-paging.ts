/** A filtered listing (a search by name) stops after this many reads rather than walking a whole index. */
const maxReads = 40;

/** One read of an entity query: a page of items and where the next read starts. */
export type PageReader<T> = (cursor: string | null, limit: number) => Promise<{ data: T[]; cursor: string | null }>;

export interface OffsetPage<T> {
  items: T[];
  page: number;
  perPage: number;
  hasMore: boolean;
}

/**
 * Offset paging (the back office's tables: page n of 50) over an index query: reads from the start of the
 * index up to the end of the page asked for. Page numbers are bounded by the contract, so a read stays small.
 */
export async function readOffsetPage<T>(read: PageReader<T>, page: number, perPage: number): Promise<OffsetPage<T>> {
  const wanted = page * perPage + 1;
  const items: T[] = [];
  let cursor: string | null = null;
  let reads = 0;
  do {
    reads += 1;
    const result = await read(cursor, Math.min(wanted - items.length + 50, 500));
    items.push(...result.data);
    cursor = result.cursor;
  } while (cursor && items.length < wanted && reads < maxReads);
  const start = (page - 1) * perPage;
  return { items: items.slice(start, start + perPage), page, perPage, hasMore: items.length > start + perPage };
}
