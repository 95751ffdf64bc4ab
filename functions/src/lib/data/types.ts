import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

/**
 * The schema an entity is declared with, and the item types derived from it. The shapes (attribute types,
 * `required`, `default`, `padding`, `watch`/`set`, index `condition`) are the subset of ElectroDB's model
 * our entities use, so items stored by either read and write the same.
 */

export type ScalarType = 'string' | 'number' | 'boolean' | 'any';

export interface Padding {
  readonly length: number;
  readonly char: string;
}

interface AttributeOptions {
  readonly required?: boolean;
  readonly default?: unknown;
  readonly padding?: Padding;
  /** Attributes whose writes also run this attribute's `set` (with the written values as the item). */
  readonly watch?: readonly string[];
  readonly set?: (value: unknown, item: Record<string, unknown>) => unknown;
}

export interface ScalarAttribute extends AttributeOptions {
  readonly type: ScalarType;
}
export interface EnumAttribute extends AttributeOptions {
  readonly type: readonly string[];
}
export interface ListAttribute extends AttributeOptions {
  readonly type: 'list';
  readonly items: Attribute;
}
export interface MapAttribute extends AttributeOptions {
  readonly type: 'map';
  readonly properties: Readonly<Record<string, Attribute>>;
}
export interface SetAttribute extends AttributeOptions {
  readonly type: 'set';
  readonly items: 'string' | 'number';
}

export type Attribute = ScalarAttribute | EnumAttribute | ListAttribute | MapAttribute | SetAttribute;
export type Attributes = Readonly<Record<string, Attribute>>;

export interface KeyDefinition {
  readonly field: string;
  readonly composite: readonly string[];
}

export interface IndexDefinition {
  /** The GSI's name; absent on the table's own index. */
  readonly index?: string;
  readonly pk: KeyDefinition;
  readonly sk: KeyDefinition;
  /** A sparse index: its keys are written only when this holds of the item. */
  readonly condition?: (attributes: Record<string, unknown>) => boolean;
}

export interface Schema {
  readonly model: { readonly entity: string; readonly version: string; readonly service: string };
  readonly attributes: Attributes;
  readonly indexes: Readonly<Record<string, IndexDefinition>>;
}

/**
 * The table and client an entity reads and writes through. Both are read on each call, so a config may
 * answer them with getters that look the table up, or create the client, only when first used.
 */
export interface EntityConfig {
  readonly table: string;
  readonly client: DocumentClient;
}

/** What the data layer asks of a document client: to send its commands. Tests hand in their own. */
export type DocumentClient = Pick<DynamoDBDocumentClient, 'send'>;

type Simplify<T> = { [K in keyof T]: T[K] } & {};

/** The value type of one attribute. */
export type ValueOf<A> = A extends { readonly type: 'string' }
  ? string
  : A extends { readonly type: 'number' }
    ? number
    : A extends { readonly type: 'boolean' }
      ? boolean
      : A extends { readonly type: 'any' }
        ? unknown
        : A extends { readonly type: 'list'; readonly items: infer I }
          ? ValueOf<I>[]
          : A extends { readonly type: 'map'; readonly properties: infer P }
            ? MapValue<P>
            : A extends { readonly type: 'set'; readonly items: 'number' }
              ? number[]
              : A extends { readonly type: 'set' }
                ? string[]
                : A extends { readonly type: readonly (infer E)[] }
                  ? E
                  : never;

type RequiredKeys<P> = { [K in keyof P]: P[K] extends { readonly required: true } ? K : never }[keyof P];
type DefaultedKeys<P> = { [K in keyof P]: P[K] extends { readonly default: unknown } ? K : never }[keyof P];

type MapValue<P> = Simplify<{ -readonly [K in RequiredKeys<P>]: ValueOf<P[K]> } & { -readonly [K in Exclude<keyof P, RequiredKeys<P>>]?: ValueOf<P[K]> }>;

/** An item as read: required attributes always there, the others optional. */
export type ItemOf<S extends Schema> = MapValue<S['attributes']>;

/** An item as written by put/create: required attributes without a default must be given. */
export type PutItemOf<S extends Schema> = Simplify<
  { -readonly [K in Exclude<RequiredKeys<S['attributes']>, DefaultedKeys<S['attributes']>>]: ValueOf<S['attributes'][K]> } & {
    -readonly [K in Exclude<keyof S['attributes'], Exclude<RequiredKeys<S['attributes']>, DefaultedKeys<S['attributes']>>>]?: ValueOf<S['attributes'][K]>;
  }
>;

/** The index with no `index` name: the table's own keys. */
type TableIndexOf<S extends Schema> = {
  [K in keyof S['indexes']]: S['indexes'][K] extends { readonly index: string } ? never : S['indexes'][K];
}[keyof S['indexes']];

type CompositeNames<K> = K extends { readonly composite: readonly (infer N)[] } ? N : never;

/** The attributes that make up the table key. */
export type TableKeyNames<S extends Schema> = Extract<
  CompositeNames<TableIndexOf<S>['pk']> | CompositeNames<TableIndexOf<S>['sk']>,
  keyof ItemOf<S>
>;

/** The composite attributes that name one item. */
export type KeyOf<S extends Schema> = Simplify<{ [K in TableKeyNames<S>]: ItemOf<S>[K] }>;

/** The composite attributes a query on one index takes: its partition key's, then any leading part of its sort key's. */
export type QueryCompositeOf<S extends Schema, I extends keyof S['indexes']> = Simplify<
  { [K in Extract<CompositeNames<S['indexes'][I]['pk']>, keyof ItemOf<S>>]: ItemOf<S>[K] } & {
    [K in Extract<CompositeNames<S['indexes'][I]['sk']>, keyof ItemOf<S>>]?: ItemOf<S>[K];
  }
>;

/** Sort-key composite attributes, for range conditions. */
export type SortCompositeOf<S extends Schema, I extends keyof S['indexes']> = Simplify<{
  [K in Extract<CompositeNames<S['indexes'][I]['sk']>, keyof ItemOf<S>>]?: ItemOf<S>[K];
}>;

type NonKey<S extends Schema> = Exclude<keyof ItemOf<S>, TableKeyNames<S>>;
type KeysOfType<S extends Schema, T> = { [K in NonKey<S>]-?: NonNullable<ItemOf<S>[K]> extends T ? K : never }[NonKey<S>];

export type SetValues<S extends Schema> = Simplify<{ [K in NonKey<S>]?: ItemOf<S>[K] }>;
export type NumberValues<S extends Schema> = Simplify<{ [K in KeysOfType<S, number>]?: number }>;
export type AddValues<S extends Schema> = Simplify<{ [K in KeysOfType<S, number | readonly unknown[]>]?: ItemOf<S>[K] }>;
export type ListValues<S extends Schema> = Simplify<{ [K in KeysOfType<S, readonly unknown[]>]?: ItemOf<S>[K] }>;
export type RemovableNames<S extends Schema> = NonKey<S>;

declare const refType: unique symbol;

/** An attribute named in a `where` callback: renders as its `#name` placeholder. */
export interface AttributeRef<T> {
  readonly [refType]?: T;
}

export type AttributeRefs<S extends Schema> = { readonly [K in keyof ItemOf<S>]-?: AttributeRef<ItemOf<S>[K]> };

/** The comparisons a `where` callback composes, each rendering one condition. */
export interface WhereOperations {
  eq: <T>(attribute: AttributeRef<T>, value: T) => string;
  ne: <T>(attribute: AttributeRef<T>, value: T) => string;
  gt: <T>(attribute: AttributeRef<T>, value: T) => string;
  gte: <T>(attribute: AttributeRef<T>, value: T) => string;
  lt: <T>(attribute: AttributeRef<T>, value: T) => string;
  lte: <T>(attribute: AttributeRef<T>, value: T) => string;
  between: <T>(attribute: AttributeRef<T>, low: T, high: T) => string;
  begins: <T>(attribute: AttributeRef<T>, value: T) => string;
  contains: <T>(attribute: AttributeRef<T>, value: T extends readonly (infer E)[] ? E : T) => string;
  notContains: <T>(attribute: AttributeRef<T>, value: T extends readonly (infer E)[] ? E : T) => string;
  exists: <T>(attribute: AttributeRef<T>) => string;
  notExists: <T>(attribute: AttributeRef<T>) => string;
}

export type WhereCallback<S extends Schema> = (attributes: AttributeRefs<S>, operations: WhereOperations) => string;

/** What a write's `go` answers, by its `response` option. */
export type WriteResponse = 'default' | 'none' | 'all_new' | 'all_old';
