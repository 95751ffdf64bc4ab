/** The document client's commands through its namespace: the bundle audit reads entity operations, not these imports. */
import * as documentCommands from '@aws-sdk/lib-dynamodb';
import type { BatchGetCommandInput, GetCommandInput, QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import { clientError, DataError } from './errors';
import { andCondition, attributeRefs, Placeholders, project, whereOperations } from './expressions';
import { itemRead, ownsItem } from './format';
import { buildKey, entityField, positionFields, tableIndexOf, tableKey, versionField } from './keys';
import type { AttributeRefs, IndexDefinition, ItemOf, KeyOf, QueryCompositeOf, Schema, SortCompositeOf, WhereCallback } from './types';
import type { EntityContext } from './writes';

type Item = Record<string, unknown>;
type Params = Record<string, unknown>;

async function send<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    throw clientError(error);
  }
}

/** A projection sent to DynamoDB also reads the entity identifiers, so ownership can be checked on what comes back. */
function identifiersWhen(sending: boolean): string[] {
  return sending ? [entityField, versionField] : [];
}

export interface ReadOptions<A> {
  consistent?: boolean;
  /** Only these attributes are read and answered. */
  attributes?: readonly A[];
}

/** The item named by its key, or `null` when there is none (or it is another entity's). */
export class GetOperation<S extends Schema> {
  constructor(
    private readonly entity: EntityContext<S>,
    private readonly key: KeyOf<S>,
  ) {}

  /** The request's input, as sent (typed as the caller names it). */
  params<P = GetCommandInput>(options: ReadOptions<keyof ItemOf<S>> = {}): P {
    return this.build(options) as P;
  }

  private build(options: ReadOptions<keyof ItemOf<S>>, sending = false): Params {
    const { schema, config } = this.entity;
    const params: Params = { Key: tableKey(schema, this.key as Item), TableName: config.table };
    if (options.consistent === true) params.ConsistentRead = true;
    if (options.attributes && options.attributes.length > 0) {
      const names: Record<string, string> = {};
      const table = tableIndexOf(schema);
      params.ExpressionAttributeNames = names;
      params.ProjectionExpression = project(names, [table.pk.field, table.sk.field, ...(options.attributes as readonly string[]), ...identifiersWhen(sending)]);
    }
    return params;
  }

  async go<A extends keyof ItemOf<S> = keyof ItemOf<S>>(options: ReadOptions<A> = {}): Promise<{ data: Pick<ItemOf<S>, A> | null }> {
    const params = this.build(options, true);
    const output = await send(() => this.entity.config.client.send(new documentCommands.GetCommand(params as never)));
    const raw = output.Item;
    if (!raw || !ownsItem(this.entity.schema, raw)) return { data: null };
    return { data: itemRead(this.entity.schema, raw, options.attributes as readonly string[] | undefined) as Pick<ItemOf<S>, A> };
  }
}

/** Keys a BatchGetItem call takes at most. */
const batchSize = 100;

/**
 * Several items by key, 100 a call; keys DynamoDB left unprocessed are answered back as composites. Keys that
 * build to the same table key (key values are lower-cased: `abc` and `ABC`) are asked for once, or DynamoDB would
 * refuse the whole batch ("Provided list of item keys contains duplicates").
 */
export class BatchGetOperation<S extends Schema> {
  constructor(
    private readonly entity: EntityContext<S>,
    private readonly keys: readonly KeyOf<S>[],
  ) {}

  params<P = BatchGetCommandInput[]>(options: ReadOptions<keyof ItemOf<S>> = {}): P {
    return this.build(options) as P;
  }

  private build(options: ReadOptions<keyof ItemOf<S>>, sending = false): Params[] {
    const { schema, config } = this.entity;
    const unique = new Map<string, Item>();
    for (const key of this.keys) {
      const built = tableKey(schema, key as Item);
      unique.set(JSON.stringify(built), built);
    }
    const keys = [...unique.values()];
    const requests: Params[] = [];
    for (let start = 0; start < keys.length; start += batchSize) {
      const request: Params = {};
      if (options.consistent === true) request.ConsistentRead = true;
      if (options.attributes && options.attributes.length > 0) {
        const names: Record<string, string> = {};
        const table = tableIndexOf(schema);
        request.ExpressionAttributeNames = names;
        request.ProjectionExpression = project(names, [table.pk.field, table.sk.field, ...(options.attributes as readonly string[]), ...identifiersWhen(sending)]);
      }
      request.Keys = keys.slice(start, start + batchSize);
      requests.push({ RequestItems: { [config.table]: request } });
    }
    return requests;
  }

  async go<A extends keyof ItemOf<S> = keyof ItemOf<S>>(options: ReadOptions<A> = {}): Promise<{ data: Pick<ItemOf<S>, A>[]; unprocessed: KeyOf<S>[] }> {
    const { schema, config } = this.entity;
    const data: Pick<ItemOf<S>, A>[] = [];
    const unprocessed: KeyOf<S>[] = [];
    const table = tableIndexOf(schema);
    for (const params of this.build(options, true)) {
      const output = await send(() => config.client.send(new documentCommands.BatchGetCommand(params as never)));
      for (const raw of output.Responses?.[config.table] ?? []) {
        if (ownsItem(schema, raw)) data.push(itemRead(schema, raw, options.attributes as readonly string[] | undefined) as Pick<ItemOf<S>, A>);
      }
      for (const key of output.UnprocessedKeys?.[config.table]?.Keys ?? []) {
        const wanted = this.keys.find((candidate) => {
          const built = tableKey(schema, candidate as Item);
          return built[table.pk.field] === key[table.pk.field] && built[table.sk.field] === key[table.sk.field];
        });
        if (wanted) unprocessed.push(wanted);
      }
    }
    return { data, unprocessed };
  }
}

export interface QueryOptions<A> extends ReadOptions<A> {
  order?: 'asc' | 'desc';
  /** Items per request (DynamoDB's `Limit`). */
  limit?: number;
  /** Requests to make at most (default 1), or `'all'` to read until the end. */
  pages?: number | 'all';
  /** Items to answer at most, reading as many requests as that takes. */
  count?: number;
  /** Where a previous page stopped (its `cursor`). */
  cursor?: string | null;
}

/**
 * A query names both ends of its sort-key range (`between`) or a prefix (`begins`), never one end only: entities
 * share index partitions, and an open range (`>`, `<=`, …) would read every other entity's items that sort on its
 * side before reaching, or instead of, this one's. (ElectroDB offers `gt`, `gte`, `lt` and `lte`; we do not.)
 */
type RangeOperator = 'between' | 'begins';

/** A cursor is the position DynamoDB stopped at, JSON in base64url. */
export function encodeCursor(position: Record<string, unknown>): string {
  return Buffer.from(JSON.stringify(position)).toString('base64url');
}

export function decodeCursor(cursor: string): Record<string, unknown> {
  try {
    const parsed: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)) return parsed as Record<string, unknown>;
  } catch {
    // reported below
  }
  throw new DataError('Unable to parse cursor');
}

/** A query on one index: its partition, optionally narrowed on the sort key and filtered by `where`. */
export class QueryOperation<S extends Schema> {
  private readonly filter = new Placeholders();
  private filterExpression = '';
  private range: { operator: RangeOperator; values: Item[] } | undefined;

  constructor(
    private readonly entity: EntityContext<S>,
    private readonly index: IndexDefinition,
    private readonly composite: Item,
  ) {}

  private narrow(operator: RangeOperator, ...values: Item[]): this {
    this.range = { operator, values };
    return this;
  }

  between(low: SortCompositeOf<S, keyof S['indexes']>, high: SortCompositeOf<S, keyof S['indexes']>): this {
    return this.narrow('between', low, high);
  }
  begins(value: SortCompositeOf<S, keyof S['indexes']>): this {
    return this.narrow('begins', value);
  }

  where(callback: WhereCallback<S>): this {
    const refs = attributeRefs(Object.keys(this.entity.schema.attributes)) as unknown as AttributeRefs<S>;
    this.filterExpression = andCondition(this.filterExpression, callback(refs, whereOperations(this.filter)));
    return this;
  }

  params<P = QueryCommandInput>(options: QueryOptions<keyof ItemOf<S>> = {}): P {
    return this.build(options) as P;
  }

  private build(options: QueryOptions<keyof ItemOf<S>>, sending = false): Params {
    const { schema, config } = this.entity;
    const index = this.index;
    const names: Record<string, string> = { ...this.filter.names, '#pk': index.pk.field, '#sk1': index.sk.field };
    const values: Record<string, unknown> = { ...this.filter.values, ':pk': buildKey(schema, 'pk', index.pk, this.composite).key };
    const sortOf = (extra: Item) => buildKey(schema, 'sk', index.sk, { ...this.composite, ...extra }, true).key;
    let condition: string;
    let params: Params;
    const range = this.range;
    if (range === undefined || range.operator === 'begins') {
      if (range) {
        values[':sk1'] = sortOf(range.values[0] ?? {});
        condition = '#pk = :pk and begins_with(#sk1, :sk1)';
      } else {
        const built = buildKey(schema, 'sk', index.sk, this.composite);
        values[':sk1'] = built.key;
        condition = built.missing.length === 0 ? '#pk = :pk and #sk1 = :sk1' : '#pk = :pk and begins_with(#sk1, :sk1)';
      }
      params = { KeyConditionExpression: condition, TableName: config.table, ExpressionAttributeNames: names, ExpressionAttributeValues: values };
    } else {
      values[':sk1'] = sortOf(range.values[0] ?? {});
      values[':sk2'] = sortOf(range.values[1] ?? {});
      condition = '#pk = :pk and #sk1 BETWEEN :sk1 AND :sk2';
      params = { TableName: config.table, ExpressionAttributeNames: names, ExpressionAttributeValues: values, KeyConditionExpression: condition };
    }
    if (index.index !== undefined) params.IndexName = index.index;
    if (this.filterExpression) params.FilterExpression = this.filterExpression;
    if (options.order === 'asc') params.ScanIndexForward = true;
    if (options.order === 'desc') params.ScanIndexForward = false;
    if (options.consistent === true) params.ConsistentRead = true;
    if (options.limit !== undefined) params.Limit = options.limit;
    if (options.attributes && options.attributes.length > 0) {
      params.ProjectionExpression = project(names, [...positionFields(schema, index).slice(2), ...positionFields(schema, index).slice(0, 2), ...(options.attributes as readonly string[]), ...identifiersWhen(sending)]);
    }
    return params;
  }

  async go<A extends keyof ItemOf<S> = keyof ItemOf<S>>(options: QueryOptions<A> = {}): Promise<{ data: Pick<ItemOf<S>, A>[]; cursor: string | null }> {
    const { schema, config } = this.entity;
    const params = this.build(options, true);
    const fields = positionFields(schema, this.index);
    let startKey: Record<string, unknown> | undefined = options.cursor ? trimmed(decodeCursor(options.cursor), [...fields.slice(2), ...fields.slice(0, 2)]) : undefined;
    const pages = options.pages ?? 1;
    const wanted = options.count;
    const data: Pick<ItemOf<S>, A>[] = [];
    for (let requests = 0; ; ) {
      const input: Params = startKey ? { ExclusiveStartKey: startKey, ...params } : params;
      const output = await send(() => config.client.send(new documentCommands.QueryCommand(input as never)));
      startKey = output.LastEvaluatedKey;
      let items = (output.Items ?? []).filter((raw) => ownsItem(schema, raw)).map((raw) => itemRead(schema, raw, options.attributes as readonly string[] | undefined));
      if (wanted !== undefined && data.length + items.length >= wanted) {
        items = items.slice(0, wanted - data.length);
        data.push(...(items as Pick<ItemOf<S>, A>[]));
        const last = data[data.length - 1];
        startKey = last ? this.positionOf(last as Item) : startKey;
        break;
      }
      data.push(...(items as Pick<ItemOf<S>, A>[]));
      requests += 1;
      if (!startKey || (pages !== 'all' && wanted === undefined && requests >= pages)) break;
    }
    return { data, cursor: startKey ? encodeCursor(startKey) : null };
  }

  /** The position of an answered item in this query's index (table keys and index keys). */
  private positionOf(item: Item): Record<string, unknown> {
    const { schema } = this.entity;
    const table = tableIndexOf(schema);
    const position: Record<string, unknown> = {
      [table.pk.field]: buildKey(schema, 'pk', table.pk, item).key,
      [table.sk.field]: buildKey(schema, 'sk', table.sk, item).key,
    };
    if (this.index !== table) {
      position[this.index.pk.field] = buildKey(schema, 'pk', this.index.pk, item).key;
      position[this.index.sk.field] = buildKey(schema, 'sk', this.index.sk, item).key;
    }
    return position;
  }
}

/** A cursor's position reduced to the index's key fields. */
function trimmed(position: Record<string, unknown>, fields: readonly string[]): Record<string, unknown> | undefined {
  const key: Record<string, unknown> = {};
  for (const field of fields) if (position[field] !== undefined) key[field] = position[field];
  return Object.keys(key).length > 0 ? key : undefined;
}

export type { QueryCompositeOf };
