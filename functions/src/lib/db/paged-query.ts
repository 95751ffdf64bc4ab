import { createHmac, timingSafeEqual } from 'node:crypto';
import { QueryCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import type { DocumentClient } from '../data/types';
import { BadRequestError } from '../http/errors';
import { cursorKey } from './cursor-key';
import { tableDefinition } from './table-definition';

type RawItem = Record<string, unknown>;

export interface PageRequest {
  limit: number;
  cursor?: string | undefined;
  /**
   * Upper bound on items read per request when a filter is applied, so that a rare match never turns
   * one request into a read of the whole index.
   * @default 2000
   */
  maxEvaluated?: number;
  /**
   * Narrows each page read in code, where a FilterExpression cannot (it may read other items to decide, as a
   * search reads the products its index items name). Makes the read filtered, like a FilterExpression.
   */
  keep?: (items: RawItem[]) => Promise<RawItem[]>;
  /** Items to ask each Query for when the read is filtered (default: the page's remainder, at least 100). */
  readSize?: (remaining: number) => number;
  /** What else the listing depends on beyond its Query (a cursor from another listing is refused). */
  tag?: string;
}

export interface Page {
  items: RawItem[];
  next?: string;
}

/** The attributes that make up a position in an index: the table keys plus the index's own keys. */
export function keyFieldsFor(indexName: string | undefined): string[] {
  const fields = [tableDefinition.partitionKey, tableDefinition.sortKey];
  if (!indexName) return fields;
  const index = tableDefinition.indexes.find((candidate) => candidate.name === indexName);
  if (!index) throw new Error(`Unknown index ${indexName}`);
  return [...fields, index.partitionKey, index.sortKey];
}

/** Ties a cursor to the listing it came from, so a cursor from another listing is refused cleanly. */
function listingTag(params: QueryCommandInput): string {
  const values = JSON.stringify(params.ExpressionAttributeValues ?? {});
  return `${params.IndexName ?? 'table'}|${params.KeyConditionExpression ?? ''}|${values}|${params.FilterExpression ?? ''}`;
}

const cursorVersion = 'cursor-v1';

function cursorMac(key: string, tag: string, payload: string): Buffer {
  return createHmac('sha256', key).update(`${cursorVersion}\n${tag}\n${payload}`, 'utf8').digest();
}

/**
 * A position in a listing, signed: `base64url(JSON position).base64url(HMAC-SHA256)` over the position and
 * the listing's tag, under the stack's cursor key. A cursor the server did not write for this very listing
 * (forged, edited, truncated, from another listing) fails the MAC and never reaches DynamoDB as a start key.
 */
export function encodeCursor(key: RawItem, fields: string[], tag: string, secret: string): string {
  const position: Record<string, unknown> = {};
  for (const field of fields) position[field] = key[field];
  const payload = Buffer.from(JSON.stringify(position), 'utf8').toString('base64url');
  return `${payload}.${cursorMac(secret, tag, payload).toString('base64url')}`;
}

export function decodeCursor(cursor: string, fields: string[], tag: string, secret: string): Record<string, string> {
  const invalid = new BadRequestError('Invalid cursor: start again from the first page', [{ path: 'cursor', message: 'Invalid cursor' }]);
  const [payload, mac, extra] = cursor.split('.');
  if (payload === undefined || mac === undefined || extra !== undefined || !/^[A-Za-z0-9_-]+$/.test(payload) || !/^[A-Za-z0-9_-]{43}$/.test(mac)) {
    throw invalid;
  }
  const given = Buffer.from(mac, 'base64url');
  const expected = cursorMac(secret, tag, payload);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw invalid;
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    throw invalid;
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) throw invalid;
  const key: Record<string, string> = {};
  for (const field of fields) {
    const value: unknown = Object.hasOwn(parsed, field) ? (parsed as Record<string, unknown>)[field] : undefined;
    if (typeof value !== 'string' || value.length === 0 || value.length > 1024) throw invalid;
    key[field] = value;
  }
  if (Object.keys(parsed).length !== fields.length) throw invalid;
  return key;
}

/**
 * Runs a Query and returns exactly one page of `limit` matching items, newest position last, plus an
 * opaque `next` cursor only when more matches exist. With a FilterExpression it keeps reading until the
 * page is full, so callers never get an empty page that still has a `next`.
 */
export async function queryPage(client: DocumentClient, params: QueryCommandInput, request: PageRequest): Promise<Page> {
  const fields = keyFieldsFor(params.IndexName);
  const tag = `${listingTag(params)}|${request.tag ?? ''}`;
  const startAt = request.cursor ? decodeCursor(request.cursor, fields, tag, await cursorKey()) : undefined;
  const { items, startKey, exhausted } = await readUntilFull(client, params, request, startAt);
  if (items.length > request.limit) {
    const page = items.slice(0, request.limit);
    const last = page[page.length - 1];
    return last ? { items: page, next: encodeCursor(last, fields, tag, await cursorKey()) } : { items: page };
  }
  if (!exhausted && startKey && items.length > 0) {
    return { items, next: encodeCursor(startKey, fields, tag, await cursorKey()) };
  }
  return { items };
}

/**
 * The newest `limit` matching items with no cursor either way (a summary such as `/user/me`). Apart from
 * `queryPage` so a route that only reads summaries bundles no cursor signing, nor the cursor key's loader.
 */
export async function firstPage(client: DocumentClient, params: QueryCommandInput, request: Omit<PageRequest, 'cursor' | 'tag'>): Promise<RawItem[]> {
  const { items } = await readUntilFull(client, params, request, undefined);
  return items.slice(0, request.limit);
}

async function readUntilFull(
  client: DocumentClient,
  params: QueryCommandInput,
  request: Omit<PageRequest, 'cursor' | 'tag'>,
  startAt: Record<string, unknown> | undefined,
): Promise<{ items: RawItem[]; startKey: Record<string, unknown> | undefined; exhausted: boolean }> {
  const filtered = Boolean(params.FilterExpression) || request.keep !== undefined;
  const readSize = request.readSize ?? ((remaining: number) => Math.max(remaining, 100));
  const maxEvaluated = request.maxEvaluated ?? 2000;
  const wanted = request.limit + 1;
  const items: RawItem[] = [];
  let startKey: Record<string, unknown> | undefined = startAt;
  let evaluated = 0;
  let exhausted = false;

  while (items.length < wanted) {
    const remaining = wanted - items.length;
    const output = await client.send(
      new QueryCommand({
        ...params,
        Limit: filtered ? readSize(remaining) : remaining,
        ...(startKey ? { ExclusiveStartKey: startKey } : {}),
      }),
    );
    const read = (output.Items ?? []) as RawItem[];
    items.push(...(request.keep ? await request.keep(read) : read));
    evaluated += output.ScannedCount ?? 0;
    startKey = output.LastEvaluatedKey;
    if (!startKey) {
      exhausted = true;
      break;
    }
    if (evaluated >= maxEvaluated) break;
  }
  return { items, startKey, exhausted };
}
