import { readOffsetPage, type PageReader } from './offset-paging';

function readerOver(values: number[], reads: number[] = []): PageReader<number> {
  return async (cursor, limit) => {
    const start = cursor ? Number(cursor) : 0;
    reads.push(limit);
    const data = values.slice(start, start + Math.min(limit, 30));
    const end = start + data.length;
    return { data, cursor: end < values.length ? String(end) : null };
  };
}

describe('readOffsetPage', () => {
  const values = Array.from({ length: 120 }, (_, i) => i);

  test('It should return the asked page and say whether another follows', async () => {
    expect(await readOffsetPage(readerOver(values), 2, 50)).toEqual({ items: values.slice(50, 100), page: 2, perPage: 50, hasMore: true });
    expect(await readOffsetPage(readerOver(values), 3, 50)).toEqual({ items: values.slice(100), page: 3, perPage: 50, hasMore: false });
  });

  test('It should return an empty page past the end', async () => {
    expect((await readOffsetPage(readerOver(values), 5, 50)).items).toEqual([]);
  });

  test('It should stop reading once the page is full', async () => {
    const reads: number[] = [];
    await readOffsetPage(readerOver(values, reads), 1, 10);
    expect(reads).toHaveLength(1);
  });
});
