import type { DynamoDBDocumentClient, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { decodeCursor, encodeCursor, firstPage, queryPage } from './paged-query';
import { BadRequestError } from '../http/errors';

const secret = 'unit-test-cursor-key';
process.env.CURSOR_SECRET = secret;

type Item = { pk: string; sk: string; gsi1pk: string; gsi1sk: string; n: number; match: boolean };

const all: Item[] = Array.from({ length: 30 }, (_, n) => ({
  pk: `p${n}`,
  sk: 's',
  gsi1pk: 'list',
  gsi1sk: String(n).padStart(3, '0'),
  n,
  match: n % 7 === 0,
}));

/** A stand-in for DynamoDB's Query: Limit counts evaluated items, filters apply after it, as in DynamoDB. */
function fakeClient(filtered: boolean) {
  const calls: number[] = [];
  const client = {
    send: async (command: QueryCommand) => {
      const input = command.input;
      const start = input.ExclusiveStartKey ? all.findIndex((item) => item.gsi1sk === input.ExclusiveStartKey?.gsi1sk) + 1 : 0;
      const slice = all.slice(start, start + (input.Limit ?? all.length));
      calls.push(slice.length);
      const last = slice[slice.length - 1];
      const more = start + slice.length < all.length;
      return {
        Items: filtered ? slice.filter((item) => item.match) : slice,
        ScannedCount: slice.length,
        ...(more && last ? { LastEvaluatedKey: { pk: last.pk, sk: last.sk, gsi1pk: last.gsi1pk, gsi1sk: last.gsi1sk } } : {}),
      };
    },
  };
  return { client: client as unknown as DynamoDBDocumentClient, calls };
}

const baseParams = { TableName: 't', IndexName: 'gsi1', KeyConditionExpression: '#pk = :pk', ExpressionAttributeValues: { ':pk': 'list' } };

describe('queryPage', () => {
  test('It should walk every item exactly once across pages', async () => {
    const { client } = fakeClient(false);
    const seen: number[] = [];
    let cursor: string | undefined;
    let pages = 0;
    do {
      const page = await queryPage(client, baseParams, { limit: 8, cursor });
      seen.push(...page.items.map((item) => item.n as number));
      cursor = page.next;
      pages += 1;
    } while (cursor);
    expect(seen).toEqual(all.map((item) => item.n));
    expect(pages).toBe(4);
  });

  test('It should give no next cursor when the last page is exactly full', async () => {
    const { client } = fakeClient(false);
    const page = await queryPage(client, baseParams, { limit: 30 });
    expect(page.items).toHaveLength(30);
    expect(page.next).toBeUndefined();
  });

  test('It should fill a filtered page up to the limit and never return an empty page with next', async () => {
    const { client } = fakeClient(true);
    const filteredParams = { ...baseParams, FilterExpression: '#match = :true' };
    const first = await queryPage(client, filteredParams, { limit: 2 });
    expect(first.items.map((item) => item.n)).toEqual([0, 7]);
    expect(first.next).toBeDefined();
    const second = await queryPage(client, filteredParams, { limit: 2, cursor: first.next });
    expect(second.items.map((item) => item.n)).toEqual([14, 21]);
    const third = await queryPage(client, filteredParams, { limit: 2, cursor: second.next });
    expect(third.items.map((item) => item.n)).toEqual([28]);
    expect(third.next).toBeUndefined();
  });

  test('It should narrow each page in code with keep, read readSize items a call, and tie cursors to the tag', async () => {
    const { client, calls } = fakeClient(false);
    const keep = async (items: Record<string, unknown>[]) => items.filter((item) => item.match === true);
    const first = await queryPage(client, baseParams, { limit: 2, keep, readSize: () => 10, tag: 'sevens' });
    expect(first.items.map((item) => item.n)).toEqual([0, 7]);
    expect(calls).toEqual([10, 10]);
    const second = await queryPage(client, baseParams, { limit: 2, keep, readSize: () => 10, tag: 'sevens', cursor: first.next });
    expect(second.items.map((item) => item.n)).toEqual([14, 21]);
    await expect(queryPage(client, baseParams, { limit: 2, keep, tag: 'other', cursor: first.next })).rejects.toBeInstanceOf(BadRequestError);
  });

  test('It should refuse a cursor from another listing or a tampered one', async () => {
    const { client } = fakeClient(false);
    const page = await queryPage(client, baseParams, { limit: 5 });
    const other = { ...baseParams, ExpressionAttributeValues: { ':pk': 'other' } };
    await expect(queryPage(client, other, { limit: 5, cursor: page.next })).rejects.toBeInstanceOf(BadRequestError);
    await expect(queryPage(client, baseParams, { limit: 5, cursor: 'not-a-cursor' })).rejects.toBeInstanceOf(BadRequestError);
  });

  test('It should round-trip a cursor and reject extra or missing key fields', () => {
    const fields = ['pk', 'sk'];
    const cursor = encodeCursor({ pk: 'a', sk: 'b', other: 'x' }, fields, 'tag', secret);
    expect(decodeCursor(cursor, fields, 'tag', secret)).toEqual({ pk: 'a', sk: 'b' });
    expect(() => decodeCursor(cursor, ['pk', 'sk', 'gsi1pk'], 'tag', secret)).toThrow(BadRequestError);
    expect(() => decodeCursor(cursor, fields, 'other-tag', secret)).toThrow(BadRequestError);
  });

  test('It should refuse a forged position, an edited or truncated cursor and one signed under another key, each as "Invalid cursor"', () => {
    const fields = ['pk', 'sk'];
    const cursor = encodeCursor({ pk: 'user#a', sk: 'order#1' }, fields, 'tag', secret);
    const [payload = '', mac = ''] = cursor.split('.');
    const forgedPayload = Buffer.from(JSON.stringify({ pk: 'user#b', sk: 'order#1' }), 'utf8').toString('base64url');
    const flip = (text: string, at: number) => `${text.slice(0, at)}${text[at] === 'A' ? 'B' : 'A'}${text.slice(at + 1)}`;
    const forgeries = [
      `${forgedPayload}.${mac}`,
      forgedPayload,
      flip(cursor, Math.floor(payload.length / 2)),
      flip(cursor, payload.length + 10),
      cursor.slice(0, -1),
      cursor.slice(0, payload.length),
      `${cursor}.x`,
      encodeCursor({ pk: 'user#a', sk: 'order#1' }, fields, 'tag', 'another-key'),
      Buffer.from(JSON.stringify({ k: { pk: 'user#b', sk: 'order#1' }, t: 'x' }), 'utf8').toString('base64url'),
    ];
    for (const forged of forgeries) {
      expect(() => decodeCursor(forged, fields, 'tag', secret)).toThrow(/Invalid cursor/);
    }
  });

  test('It should answer the newest items alone, with no cursor, for a first-page read', async () => {
    const { client } = fakeClient(false);
    const items = await firstPage(client, baseParams, { limit: 5 });
    expect(items.map((item) => item.n)).toEqual([0, 1, 2, 3, 4]);
  });

  test('It should never take a position key from the prototype chain', () => {
    const cursor = encodeCursor({ pk: 'a', sk: 'b' }, ['pk', 'sk'], 'tag', secret);
    expect(() => decodeCursor(cursor, ['pk', 'sk', 'constructor'], 'tag', secret)).toThrow(/Invalid cursor/);
  });
});
