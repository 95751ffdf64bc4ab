import type { TransactionItem } from './writes';
import { BatchGetOperation, GetOperation, QueryOperation } from './reads';
import type { EntityConfig, ItemOf, KeyOf, PutItemOf, QueryCompositeOf, Schema } from './types';
import { BatchDeleteOperation, DeleteOperation, PutOperation, UpdateOperation } from './writes';
import { itemRead, ownsItem } from './format';
import { keyPrefix, tableIndexOf } from './keys';

export type Queries<S extends Schema> = { readonly [I in keyof S['indexes']]: (composite: QueryCompositeOf<S, I>) => QueryOperation<S> };

/**
 * One kind of item in a single table: its attributes, its keys on the table and GSIs, and the reads and
 * writes on it. Items are stored with the key strings and `__edb_e__`/`__edb_v__` identifiers of the
 * original model, so items and page cursors written before stay valid.
 */
export class Entity<const S extends Schema> {
  readonly query: Queries<S>;

  constructor(
    readonly schema: S,
    readonly config: EntityConfig,
  ) {
    const queries: Record<string, (composite: Record<string, unknown>) => QueryOperation<S>> = {};
    for (const [name, index] of Object.entries(schema.indexes)) {
      queries[name] = (composite) => new QueryOperation(this, index, composite);
    }
    this.query = queries as unknown as Queries<S>;
  }

  get(key: KeyOf<S>): GetOperation<S>;
  get(keys: readonly KeyOf<S>[]): BatchGetOperation<S>;
  get(key: KeyOf<S> | readonly KeyOf<S>[]): GetOperation<S> | BatchGetOperation<S> {
    return Array.isArray(key) ? new BatchGetOperation(this, key as readonly KeyOf<S>[]) : new GetOperation(this, key as KeyOf<S>);
  }

  /** Writes the whole item, replacing any item with its key. */
  put(item: PutItemOf<S>): PutOperation<S> {
    return new PutOperation(this, item, 'put');
  }

  /** Writes the whole item only when no item has its key. */
  create(item: PutItemOf<S>): PutOperation<S> {
    return new PutOperation(this, item, 'create');
  }

  /** Changes attributes, creating the item if it is not there. */
  update(key: KeyOf<S>): UpdateOperation<S> {
    return new UpdateOperation(this, key, 'update');
  }

  /** Changes attributes of an item that must exist. */
  patch(key: KeyOf<S>): UpdateOperation<S> {
    return new UpdateOperation(this, key, 'patch');
  }

  /** Deletes the item, whether or not it is there; several keys are deleted in batches (BatchWriteItem). */
  delete(key: KeyOf<S>): DeleteOperation<S>;
  delete(keys: readonly KeyOf<S>[]): BatchDeleteOperation<S>;
  delete(key: KeyOf<S> | readonly KeyOf<S>[]): DeleteOperation<S> | BatchDeleteOperation<S> {
    return Array.isArray(key) ? new BatchDeleteOperation(this, key as readonly KeyOf<S>[]) : new DeleteOperation(this, key as KeyOf<S>, 'delete');
  }

  /** Deletes an item that must exist. */
  remove(key: KeyOf<S>): DeleteOperation<S> {
    return new DeleteOperation(this, key, 'remove');
  }

  /**
   * Items read some other way (a raw Query or BatchGetItem), as reads answer them: those carrying this
   * entity's identifiers or, failing that, its key prefixes.
   */
  parse(output: { Items: readonly Record<string, unknown>[] }): { data: ItemOf<S>[] };
  parse(output: { Item: Record<string, unknown> | undefined }): { data: ItemOf<S> | null };
  parse(output: { Items: readonly Record<string, unknown>[] } | { Item: Record<string, unknown> | undefined }): { data: ItemOf<S>[] | ItemOf<S> | null } {
    const table = tableIndexOf(this.schema);
    const pkPrefix = keyPrefix(this.schema, 'pk').toLowerCase();
    const skPrefix = keyPrefix(this.schema, 'sk').toLowerCase();
    const mine = (raw: Record<string, unknown>) => {
      const pk = raw[table.pk.field];
      const sk = raw[table.sk.field];
      return ownsItem(this.schema, raw) || (typeof pk === 'string' && pk.startsWith(pkPrefix) && typeof sk === 'string' && sk.startsWith(skPrefix));
    };
    if ('Items' in output) return { data: output.Items.filter(mine).map((raw) => itemRead(this.schema, raw) as ItemOf<S>) };
    return { data: output.Item && mine(output.Item) ? (itemRead(this.schema, output.Item) as ItemOf<S>) : null };
  }
}

/** The item type of an entity, as reads answer it. */
export type EntityItem<E> = E extends Entity<infer S> ? ItemOf<S> : never;

export type { TransactionItem };
