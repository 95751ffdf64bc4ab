/**
 * Cases for `electrodb-parity.test.ts`: every entity in `shop/db` and `pay/db`, found by loading the modules,
 * and for each one the calls our code makes (get, batch get, put, create, delete, remove, update and patch with
 * every update operation, `where` conditions, queries on every index with each sort-key operator and option,
 * response parsing, transactions of the two services). Each case is a function of an entity; the test runs it on
 * our entity and on an ElectroDB twin built from the same schema and compares the results.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';

export type Params = Record<string, unknown>;
export type WhereOperation = (...args: unknown[]) => string;
export type WhereCallback = (attributes: Record<string, unknown>, operations: Record<string, WhereOperation>) => string;

/** The chain methods our code calls, typed loosely enough to hold both ElectroDB's entities and ours. */
export interface Chain {
  params(options?: Params): Params;
  go(options?: Params): Promise<unknown>;
  commit(): unknown;
  where(callback: WhereCallback): Chain;
  set(values: Params): Chain;
  add(values: Params): Chain;
  subtract(values: Params): Chain;
  append(values: Params): Chain;
  remove(names: string[]): Chain;
  delete(values: Params): Chain;
  between(start: Params, end: Params): Chain;
  gt(values: Params): Chain;
  gte(values: Params): Chain;
  lt(values: Params): Chain;
  lte(values: Params): Chain;
  begins(values: Params): Chain;
}

export interface AttributeDefinition {
  readonly type: string | readonly string[];
  readonly required?: boolean;
  readonly default?: unknown;
  readonly readOnly?: boolean;
  readonly hidden?: boolean;
  readonly watch?: unknown;
  readonly padding?: { readonly length: number; readonly char: string };
  readonly items?: AttributeDefinition | string;
  readonly properties?: Readonly<Record<string, AttributeDefinition>>;
}

export interface KeyDefinition {
  readonly field: string;
  readonly composite: readonly string[];
}

export interface IndexDefinition {
  readonly index?: string;
  readonly pk: KeyDefinition;
  readonly sk?: KeyDefinition;
  readonly condition?: unknown;
}

/** ElectroDB's model object: the first argument of `new Entity(...)`, kept as `entity.schema`. */
export interface EntitySchema {
  readonly model: { readonly entity: string; readonly version: string; readonly service: string };
  readonly attributes: Readonly<Record<string, AttributeDefinition>>;
  readonly indexes: Readonly<Record<string, IndexDefinition>>;
}

export interface ParityEntity {
  readonly schema: EntitySchema;
  readonly query: Readonly<Record<string, (composites: Params) => Chain>>;
  get(key: Params | Params[]): Chain;
  put(item: Params): Chain;
  create(item: Params): Chain;
  update(key: Params): Chain;
  patch(key: Params): Chain;
  delete(key: Params): Chain;
  remove(key: Params): Chain;
  parse(response: { Item?: Params; Items?: Params[] }): unknown;
}

export interface ParityService {
  readonly entities: Readonly<Record<string, ParityEntity>>;
  readonly transaction: { write(build: (writers: Record<string, ParityEntity>) => unknown[]): { params(): Params; go(): Promise<unknown> } };
}

/** Modules of the two db folders that hold no entity (tables, services, helpers). Any other module must export one. */
export const modulesWithoutEntities: ReadonlySet<string> = new Set([
  'shop/table',
  'shop/transaction',
  'shop/measurement-snapshot',
  'shop/product-items',
  'shop/shop-settings-read',
  'pay/table',
  'pay/pay-service',
  'pay/count-query',
]);

export interface DbModule {
  /** `shop/order`, `pay/transfer`, … */
  readonly name: string;
  readonly exports: Readonly<Record<string, unknown>>;
}

/** Every module of `shop/db` and `pay/db` (tests aside), loaded as our code loads it. */
export function loadDbModules(): DbModule[] {
  return (['shop', 'pay'] as const).flatMap((app) => {
    const folder = join(__dirname, '..', '..', app, 'db');
    return readdirSync(folder)
      .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
      .sort()
      .map((file) => ({ name: `${app}/${file.slice(0, -3)}`, exports: jest.requireActual<Record<string, unknown>>(join(folder, file)) }));
  });
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/**
 * An entity has ElectroDB's schema (model, attributes, indexes), a query builder per index and `get`. The other
 * methods are not looked for here: an entity that lacks one fails that method's cases, by name.
 */
export function isEntity(value: unknown): value is ParityEntity {
  if (!isRecord(value) || !isRecord(value.schema) || !isRecord(value.query)) return false;
  const { model, attributes, indexes } = value.schema;
  return isRecord(model) && isRecord(attributes) && isRecord(indexes) && typeof value.get === 'function';
}

export function isService(value: unknown): value is ParityService {
  return isRecord(value) && isRecord(value.entities) && isRecord(value.transaction) && typeof value.transaction.write === 'function';
}

// ---------------------------------------------------------------------------------------------------------------
// Sample values, from each attribute's declared type
// ---------------------------------------------------------------------------------------------------------------

/** A small stable number from a name, so every attribute gets its own value and runs repeat exactly. */
function seedOf(text: string): number {
  let seed = 7;
  for (const character of text) seed = (seed * 31 + character.charCodeAt(0)) % 9973;
  return seed;
}

/**
 * Variant 0 and 1 differ in every value (booleans flip, enums take their first and last member). Variant 2 is
 * awkward: strings with `#`, spaces, `/` and upper-case non-ASCII letters (key casing), numbers 0 and negative
 * (key padding), empty lists, enums' middle member.
 */
export type Variant = 0 | 1 | 2;

export function sampleValue(path: string, definition: AttributeDefinition | string, variant: Variant): unknown {
  const type = typeof definition === 'string' ? definition : definition.type;
  if (typeof type !== 'string') return [type[0], type[type.length - 1], type[Math.floor(type.length / 2)]][variant];
  const seed = seedOf(path);
  switch (type) {
    case 'string':
      // Mixed case: keys are lower-cased by ElectroDB's default casing, attributes are not.
      if (variant === 2) return `Ÿes #${seed} ÉCOLE/${path} Straße`;
      return `${path.replace(/\W/g, '')}-${variant === 0 ? 'Alpha' : 'Beta'}-${seed}`;
    case 'number':
      if (variant === 2) return seed % 2 === 0 ? 0 : -seed;
      return variant === 0 ? seed + 1 : (seed + 1) * 3 + 0.5;
    case 'boolean':
      return variant === 0;
    case 'list': {
      const items = typeof definition === 'string' ? 'string' : (definition.items ?? 'string');
      const itemType = typeof items === 'string' ? items : items.type;
      const count = variant === 2 ? 0 : itemType === 'map' ? 1 : 2;
      return Array.from({ length: count }, (_, index) => sampleValue(`${path}.${index}`, items, variant));
    }
    case 'map': {
      const properties = typeof definition === 'string' ? {} : (definition.properties ?? {});
      return Object.fromEntries(Object.entries(properties).map(([name, property]) => [name, sampleValue(`${path}.${name}`, property, variant)]));
    }
    case 'set':
      return [`${path}-one-${variant}`, `${path}-two-${variant}`];
    case 'any':
      return { label: `Any-${variant}`, count: seed, nested: { on: variant === 0, list: ['x', seed] } };
    default:
      throw new Error(`No sample value for attribute type ${type} (${path})`);
  }
}

/** Attributes ElectroDB fills itself from others (`watch` with `set`): never written by callers. */
const isDerived = (definition: AttributeDefinition) => definition.watch !== undefined;

const attributeEntries = (schema: EntitySchema) => Object.entries(schema.attributes);

const primaryIndexOf = (schema: EntitySchema): IndexDefinition => {
  const primary = Object.values(schema.indexes).find((index) => index.index === undefined);
  if (!primary) throw new Error(`${schema.model.entity} has no primary index`);
  return primary;
};

const compositesOf = (index: IndexDefinition) => [...index.pk.composite, ...(index.sk?.composite ?? [])];

const pick = (item: Params, names: readonly string[]): Params => Object.fromEntries(names.map((name) => [name, item[name]]));

/** An item with every attribute the caller may write. */
export function fullItem(schema: EntitySchema, variant: Variant): Params {
  return Object.fromEntries(
    attributeEntries(schema)
      .filter(([, definition]) => !isDerived(definition))
      .map(([name, definition]) => [name, sampleValue(name, definition, variant)]),
  );
}

/** Only what must be given: required attributes without a default. ElectroDB fills defaults and leaves the rest out. */
export function minimalItem(schema: EntitySchema): Params {
  return Object.fromEntries(
    attributeEntries(schema)
      .filter(([, definition]) => !isDerived(definition) && definition.required === true && definition.default === undefined)
      .map(([name, definition]) => [name, sampleValue(name, definition, 0)]),
  );
}

export const keyOf = (schema: EntitySchema, item: Params): Params => pick(item, compositesOf(primaryIndexOf(schema)));

const typeName = (definition: AttributeDefinition) => (typeof definition.type === 'string' ? definition.type : 'enum');

/** What the conditions and update operations of an entity work on: one attribute of each kind it has. */
interface Probes {
  readonly settable: string[];
  readonly text?: string;
  readonly number?: string;
  readonly boolean?: string;
  readonly lists: string[];
  readonly numbers: string[];
  readonly sets: string[];
  readonly optional: string[];
}

function probesOf(schema: EntitySchema): Probes {
  const primaryComposites = new Set(compositesOf(primaryIndexOf(schema)));
  const indexComposites = new Set(Object.values(schema.indexes).flatMap(compositesOf));
  const settable = attributeEntries(schema).filter(([name, definition]) => !primaryComposites.has(name) && !isDerived(definition) && definition.readOnly !== true);
  // Probes outside every key first: setting one alone is valid, whereas a key composite needs its siblings.
  const byKeyUse = [...settable].sort(([a], [b]) => Number(indexComposites.has(a)) - Number(indexComposites.has(b)));
  const ofType = (type: string) => byKeyUse.filter(([, definition]) => typeName(definition) === type).map(([name]) => name);
  return {
    settable: settable.map(([name]) => name),
    text: ofType('string')[0],
    number: ofType('number')[0],
    boolean: ofType('boolean')[0],
    lists: ofType('list'),
    numbers: ofType('number'),
    sets: ofType('set'),
    optional: settable.filter(([, definition]) => definition.required !== true).map(([name]) => name),
  };
}

/** Setting an attribute that is part of a secondary index's key, ElectroDB needs that key's other composites too. */
function withIndexSiblings(schema: EntitySchema, item: Params, names: readonly string[]): Params {
  const primaryComposites = new Set(compositesOf(primaryIndexOf(schema)));
  const wanted = new Set(names);
  for (const index of Object.values(schema.indexes)) {
    const composites = compositesOf(index);
    if (composites.some((name) => names.includes(name))) for (const name of composites) if (!primaryComposites.has(name)) wanted.add(name);
  }
  return pick(item, [...wanted]);
}

// ---------------------------------------------------------------------------------------------------------------
// Conditions (`where`), each operator our services use, on update, delete, query filters and transactions
// ---------------------------------------------------------------------------------------------------------------

export interface NamedCondition {
  readonly name: string;
  readonly where: WhereCallback;
}

const call = (operations: Record<string, WhereOperation>, name: string, ...args: unknown[]): string => {
  const operation = operations[name];
  if (!operation) throw new Error(`no where operation ${name}`);
  return operation(...args);
};

export function conditionsOf(schema: EntitySchema, item: Params): NamedCondition[] {
  const { text, number, boolean } = probesOf(schema);
  const conditions: NamedCondition[] = [];
  const add = (name: string, where: WhereCallback) => conditions.push({ name, where });
  if (text) {
    add(`eq(${text})`, (a, op) => call(op, 'eq', a[text], item[text]));
    add(`ne(${text})`, (a, op) => call(op, 'ne', a[text], item[text]));
    add(`exists(${text})`, (a, op) => call(op, 'exists', a[text]));
    add(`notExists(${text})`, (a, op) => call(op, 'notExists', a[text]));
    add(`begins(${text})`, (a, op) => call(op, 'begins', a[text], 'Pre'));
    add(`contains(${text})`, (a, op) => call(op, 'contains', a[text], 'lph'));
  }
  if (number) {
    add(`gt(${number})`, (a, op) => call(op, 'gt', a[number], 1));
    add(`gte(${number})`, (a, op) => call(op, 'gte', a[number], 2));
    add(`lt(${number})`, (a, op) => call(op, 'lt', a[number], 900));
    add(`lte(${number})`, (a, op) => call(op, 'lte', a[number], 901));
    add(`between(${number})`, (a, op) => call(op, 'between', a[number], 3, 400));
  }
  if (boolean) add(`eq(${boolean}, false)`, (a, op) => call(op, 'eq', a[boolean], false));
  if (text && number) {
    add(`${text} AND (notExists OR lte ${number})`, (a, op) => `${call(op, 'eq', a[text], item[text])} AND (${call(op, 'notExists', a[number])} OR ${call(op, 'lte', a[number], 5)})`);
    add(`notExists(${number}) OR lt(${number})`, (a, op) => `${call(op, 'notExists', a[number])} OR ${call(op, 'lt', a[number], 7)}`);
  }
  return conditions;
}

// ---------------------------------------------------------------------------------------------------------------
// Cases
// ---------------------------------------------------------------------------------------------------------------

/** A synchronous call whose result (params, a parsed response) must be the same on both entities. */
export interface SyncCase {
  readonly name: string;
  readonly run: (entity: ParityEntity) => unknown;
}

/** A raw DynamoDB error the fake client throws instead of answering (a failed condition, a cancelled transaction). */
export interface RawFailure {
  readonly failure: { readonly name: string; readonly message: string; readonly CancellationReasons?: readonly Params[] };
}

export type RawResponse = Params | RawFailure;

export const conditionFailure: RawFailure = {
  failure: { name: 'ConditionalCheckFailedException', message: 'The conditional request failed' },
};

/** A `go()` call: both sides get the same raw DynamoDB responses; what they send and return must match. */
export interface GoCase {
  readonly name: string;
  /** Raw responses, in order, for the calls the case makes; the last repeats. */
  readonly responses: readonly RawResponse[];
  readonly run: (entity: ParityEntity, previous: { cursor?: unknown }) => Promise<unknown>;
  /** A first call on the ElectroDB twin whose cursor is handed to `run` on both sides. */
  readonly cursorFrom?: { readonly responses: readonly RawResponse[]; readonly run: (entity: ParityEntity) => Promise<unknown> };
  /** A batch get's keys, as the caller passed them: ours answers its unprocessed keys as these objects. */
  readonly askedFor?: readonly Record<string, unknown>[];
}

const firstTwo = (schema: EntitySchema) => Object.keys(schema.attributes).slice(0, 2);

/** Gets, puts, creates, deletes, removes, updates and patches: their `.params()`. */
export function writeCases(schema: EntitySchema): SyncCase[] {
  const full = fullItem(schema, 0);
  const alternate = fullItem(schema, 1);
  const minimal = minimalItem(schema);
  const key = keyOf(schema, full);
  const probes = probesOf(schema);
  const cases: SyncCase[] = [];
  const add = (name: string, run: (entity: ParityEntity) => unknown) => cases.push({ name, run });

  add('get', (e) => e.get(key).params());
  add('get consistent', (e) => e.get(key).params({ consistent: true }));
  add('get attributes', (e) => e.get(key).params({ attributes: firstTwo(schema) }));
  add('batch get', (e) => e.get([key, keyOf(schema, alternate)]).params());
  add('put full', (e) => e.put(full).params());
  add('put full, other values', (e) => e.put(alternate).params());
  add('put minimal (defaults, sparse indexes)', (e) => e.put(minimal).params());
  add('create full', (e) => e.create(full).params());
  add('create minimal', (e) => e.create(minimal).params());
  add('create response none', (e) => e.create(full).params({ response: 'none' }));
  add('delete', (e) => e.delete(key).params());
  add('remove', (e) => e.remove(key).params());

  const awkward = fullItem(schema, 2);
  const awkwardKey = keyOf(schema, awkward);
  add('put awkward values', (e) => e.put(awkward).params());
  add('create awkward values', (e) => e.create(awkward).params());
  add('get awkward key', (e) => e.get(awkwardKey).params());
  add('delete awkward key', (e) => e.delete(awkwardKey).params());
  add('patch set awkward values', (e) => e.patch(awkwardKey).set(pick(awkward, probes.settable)).params());
  // Callers spread objects whose optional fields are undefined: ElectroDB leaves those attributes out.
  const withUndefined = { ...full, ...Object.fromEntries(probes.optional.map((name) => [name, undefined])) };
  add('put with optional attributes undefined', (e) => e.put(withUndefined).params());

  const settable = pick(alternate, probes.settable);
  add('update set every attribute', (e) => e.update(key).set(settable).params());
  add('patch set every attribute', (e) => e.patch(key).set(settable).params());
  add('patch set every attribute, response all_new', (e) => e.patch(key).set(settable).params({ response: 'all_new' }));
  add('update set, response none', (e) => e.update(key).set(settable).params({ response: 'none' }));
  const settableFirst = pick(full, probes.settable);
  add('patch set every attribute, first values', (e) => e.patch(key).set(settableFirst).params());

  // Attributes ElectroDB derives (`watch` + `set`) follow each attribute they watch.
  for (const [derived, definition] of attributeEntries(schema).filter(([, definition]) => isDerived(definition))) {
    const watched = Array.isArray(definition.watch) ? (definition.watch as unknown[]).filter((name): name is string => typeof name === 'string') : [];
    for (const name of watched) add(`patch set ${name} (derives ${derived})`, (e) => e.patch(key).set({ [name]: alternate[name] }).params());
  }

  // One set per kind of attribute (and each secondary-index composite), with the index's other composites.
  const seenKinds = new Set<string>();
  const indexComposites = new Set(Object.values(schema.indexes).filter((index) => index.index !== undefined).flatMap(compositesOf));
  for (const name of probes.settable) {
    const definition = schema.attributes[name];
    if (!definition) continue;
    const kind = `${typeName(definition)}${definition.padding ? ' padded' : ''}${definition.required ? ' required' : ''}`;
    if (seenKinds.has(kind) && !indexComposites.has(name)) continue;
    seenKinds.add(kind);
    const values = withIndexSiblings(schema, alternate, [name]);
    add(`patch set ${name}`, (e) => e.patch(key).set(values).params());
  }
  for (const name of probes.numbers) add(`patch add ${name}`, (e) => e.patch(key).add({ [name]: 2 }).params());
  if (probes.number) {
    const number = probes.number;
    add(`update add ${number}`, (e) => e.update(key).add({ [number]: 1 }).params());
    add(`patch subtract ${number}`, (e) => e.patch(key).subtract({ [number]: 3 }).params());
  }
  for (const name of probes.lists) add(`patch append ${name}`, (e) => e.patch(key).append({ [name]: alternate[name] }).params());
  for (const name of probes.sets) {
    add(`patch add to set ${name}`, (e) => e.patch(key).add({ [name]: ['added'] }).params());
    add(`patch delete from set ${name}`, (e) => e.patch(key).delete({ [name]: ['gone'] }).params());
  }
  // Removing an optional attribute; every optional secondary-index composite too (its sparse index entry goes).
  const removed = new Set([...probes.optional.slice(0, 4), ...probes.optional.filter((name) => indexComposites.has(name))]);
  for (const name of removed) add(`patch remove ${name}`, (e) => e.patch(key).remove([name]).params());
  if (probes.optional.length >= 2) add('patch remove two', (e) => e.patch(key).remove(probes.optional.slice(0, 2)).params());

  const conditions = conditionsOf(schema, full);
  const firstSet = probes.text ? { [probes.text]: alternate[probes.text] } : {};
  for (const condition of conditions) {
    add(`patch set where ${condition.name}`, (e) => e.patch(key).set(firstSet).where(condition.where).params());
  }
  const [firstCondition, secondCondition] = conditions;
  if (firstCondition && secondCondition) {
    add('patch with two where calls', (e) => e.patch(key).set(firstSet).where(firstCondition.where).where(secondCondition.where).params());
    add(`update set where ${firstCondition.name}`, (e) => e.update(key).set(firstSet).where(firstCondition.where).params());
    add(`delete where ${firstCondition.name}`, (e) => e.delete(key).where(firstCondition.where).params());
    add(`delete where ${secondCondition.name}`, (e) => e.delete(key).where(secondCondition.where).params());
  }
  if (probes.number && probes.optional[0] && firstCondition) {
    const number = probes.number;
    const removed = probes.optional[0];
    add('patch set, add, remove and where together', (e) =>
      e.patch(key).set(firstSet).add({ [number]: 1 }).remove([removed]).where(firstCondition.where).params({ response: 'all_new' }),
    );
  }
  return cases;
}


/** Every index: key composites, each sort-key operator, the options and filters our services use. */
export function queryCases(schema: EntitySchema): SyncCase[] {
  const full = fullItem(schema, 0);
  const alternate = fullItem(schema, 1);
  const cases: SyncCase[] = [];
  const conditions = conditionsOf(schema, full);
  const indexNames = Object.keys(schema.indexes);
  for (const indexName of indexNames) {
    const index = schema.indexes[indexName];
    if (!index) continue;
    const query = (e: ParityEntity, composites: Params) => {
      const builder = e.query[indexName];
      if (!builder) throw new Error(`no query ${indexName}`);
      return builder(composites);
    };
    const add = (name: string, run: (entity: ParityEntity) => unknown) => cases.push({ name: `query ${indexName}: ${name}`, run });
    const pk = pick(full, index.pk.composite);
    const sk = index.sk?.composite ?? [];
    add('pk only', (e) => query(e, pk).params());
    const awkward = fullItem(schema, 2);
    add('awkward pk and sort key', (e) => query(e, pick(awkward, [...index.pk.composite, ...sk])).params());
    add('limit', (e) => query(e, pk).params({ limit: 5 }));
    add('order desc', (e) => query(e, pk).params({ order: 'desc' }));
    add('attributes', (e) => query(e, pk).params({ attributes: firstTwo(schema) }));
    add('pages all', (e) => query(e, pk).params({ pages: 'all' }));
    add('limit, order desc, attributes', (e) => query(e, pk).params({ limit: 3, order: 'desc', attributes: firstTwo(schema) }));
    if (index.index === undefined) add('consistent', (e) => query(e, pk).params({ consistent: true }));
    const [firstSk] = sk;
    if (firstSk !== undefined) {
      add('full sort key', (e) => query(e, { ...pk, ...pick(full, sk) }).params());
      if (sk.length > 1) add('partial sort key', (e) => query(e, { ...pk, [firstSk]: full[firstSk] }).params());
      const low = { [firstSk]: full[firstSk] };
      const high = { [firstSk]: alternate[firstSk] };
      add(`between ${firstSk}`, (e) => query(e, pk).between(low, high).params());
      if (sk.length > 1) add('between full sort keys', (e) => query(e, pk).between(pick(full, sk), pick(alternate, sk)).params());
      // Our data layer has no open range (reads.ts `RangeOperator`): `begins` is the one-sided narrowing it offers.
      add(`begins ${firstSk}`, (e) => query(e, pk).begins(low).params());
      add(`between ${firstSk}, order desc, limit`, (e) => query(e, pk).between(low, high).params({ order: 'desc', limit: 10 }));
    }
    const [firstCondition] = conditions;
    const filters = indexName === indexNames[0] ? conditions : firstCondition ? [firstCondition] : [];
    for (const condition of filters) add(`where ${condition.name}`, (e) => query(e, pk).where(condition.where).params());
    if (firstCondition && conditions[1]) {
      const second = conditions[1];
      add('two where calls, order desc', (e) => query(e, pk).where(firstCondition.where).where(second.where).params({ order: 'desc' }));
    }
  }
  return cases;
}

/** DynamoDB items as stored: the `Item` of the ElectroDB twin's put params. */
export interface StoredItems {
  readonly full: Params;
  readonly alternate: Params;
  readonly minimal?: Params;
  readonly awkward?: Params;
}

/** `parse`, as our code formats items it read with a raw command (`Product.parse({ Items })`). */
export function parseCases(stored: StoredItems): SyncCase[] {
  const foreign = { ...stored.full, __edb_e__: 'someOtherEntity' };
  const cases: SyncCase[] = [
    { name: 'parse Item', run: (e) => e.parse({ Item: stored.full }) },
    { name: 'parse Item, other values', run: (e) => e.parse({ Item: stored.alternate }) },
    { name: 'parse no Item', run: (e) => e.parse({}) },
    { name: 'parse Items', run: (e) => e.parse({ Items: [stored.full, stored.alternate] }) },
    { name: 'parse Items skips another entity', run: (e) => e.parse({ Items: [foreign, stored.alternate] }) },
    { name: 'parse empty Items', run: (e) => e.parse({ Items: [] }) },
  ];
  const { minimal, awkward } = stored;
  if (minimal) cases.push({ name: 'parse Item written with defaults', run: (e) => e.parse({ Item: minimal }) });
  if (awkward) cases.push({ name: 'parse Item with awkward values', run: (e) => e.parse({ Items: [awkward] }) });
  return cases;
}

/** The key fields of `index` (and the table's own key) of a stored item: what DynamoDB puts in LastEvaluatedKey. */
function lastKeyOf(schema: EntitySchema, index: IndexDefinition, item: Params): Params {
  const primary = primaryIndexOf(schema);
  const fields = [primary.pk.field, primary.sk?.field, index.pk.field, index.sk?.field].filter((field): field is string => field !== undefined);
  return pick(item, fields);
}

/** `go()`: what is sent, and what comes back from the same raw responses (pages, cursors, failures). */
export function goCases(schema: EntitySchema, stored: StoredItems, tableName: string): GoCase[] {
  const full = fullItem(schema, 0);
  const key = keyOf(schema, full);
  const alternateKey = keyOf(schema, fullItem(schema, 1));
  const probes = probesOf(schema);
  const cases: GoCase[] = [
    { name: 'go get', responses: [{ Item: stored.full }], run: (e) => e.get(key).go() },
    { name: 'go get, not found', responses: [{}], run: (e) => e.get(key).go({ consistent: true }) },
    {
      name: 'go batch get',
      responses: [{ Responses: { [tableName]: [stored.full, stored.alternate] }, UnprocessedKeys: {} }],
      run: (e) => e.get([key, alternateKey]).go(),
    },
    {
      name: 'go batch get, consistent, unprocessed keys retried',
      responses: [
        { Responses: { [tableName]: [stored.full] }, UnprocessedKeys: { [tableName]: { Keys: [lastKeyOf(schema, primaryIndexOf(schema), stored.alternate)] } } },
        { Responses: { [tableName]: [stored.alternate] }, UnprocessedKeys: {} },
      ],
      run: (e) => e.get([key, alternateKey]).go({ consistent: true }),
      askedFor: [key, alternateKey],
    },
    { name: 'go put', responses: [{}], run: (e) => e.put(full).go() },
    { name: 'go create, response none', responses: [{}], run: (e) => e.create(full).go({ response: 'none' }) },
    { name: 'go delete', responses: [{}], run: (e) => e.delete(key).go() },
    { name: 'go remove', responses: [{}], run: (e) => e.remove(key).go() },
    { name: 'go remove, no item', responses: [conditionFailure], run: (e) => e.remove(key).go() },
  ];
  if (probes.text) {
    const set = { [probes.text]: full[probes.text] };
    cases.push(
      { name: 'go patch, response all_new', responses: [{ Attributes: stored.full }], run: (e) => e.patch(key).set(set).go({ response: 'all_new' }) },
      { name: 'go patch, response none', responses: [{}], run: (e) => e.patch(key).set(set).go({ response: 'none' }) },
      { name: 'go update', responses: [{ Attributes: stored.alternate }], run: (e) => e.update(key).set(set).go() },
      { name: 'go patch, condition fails', responses: [conditionFailure], run: (e) => e.patch(key).set(set).go({ response: 'none' }) },
    );
  }
  cases.push({ name: 'go create, item exists', responses: [conditionFailure], run: (e) => e.create(full).go() });
  for (const [indexName, index] of Object.entries(schema.indexes)) {
    const query = (e: ParityEntity) => {
      const builder = e.query[indexName];
      if (!builder) throw new Error(`no query ${indexName}`);
      return builder(pick(full, index.pk.composite));
    };
    const firstPage = { Items: [stored.full], LastEvaluatedKey: lastKeyOf(schema, index, stored.full) };
    const lastPage = { Items: [stored.alternate] };
    // The table holds other entities' items (and items no entity wrote) under the same keys.
    const { __edb_e__: _entity, __edb_v__: _version, ...unowned } = stored.full;
    const mixedPage = { Items: [{ ...stored.full, __edb_e__: 'someOtherEntity' }, unowned, stored.alternate, { ...stored.full, __edb_v__: '2' }] };
    cases.push(
      { name: `go query ${indexName}: first page, cursor`, responses: [firstPage], run: (e) => query(e).go({ limit: 1 }) },
      { name: `go query ${indexName}: last page`, responses: [lastPage], run: (e) => query(e).go({ order: 'desc' }) },
      { name: `go query ${indexName}: pages all`, responses: [firstPage, lastPage], run: (e) => query(e).go({ pages: 'all' }) },
      { name: `go query ${indexName}: attributes`, responses: [lastPage], run: (e) => query(e).go({ attributes: firstTwo(schema) }) },
      { name: `go query ${indexName}: count, pages all, order desc`, responses: [firstPage, firstPage, lastPage], run: (e) => query(e).go({ order: 'desc', count: 2, pages: 'all' }) },
      { name: `go query ${indexName}: pages 3`, responses: [firstPage], run: (e) => query(e).go({ pages: 3 }) },
      { name: `go query ${indexName}: only its own items`, responses: [mixedPage], run: (e) => query(e).go() },
      { name: `go query ${indexName}: limit 2, pages all`, responses: [firstPage, firstPage, lastPage], run: (e) => query(e).go({ limit: 2, pages: 'all' }) },
      { name: `go query ${indexName}: consistent, limit 1`, responses: [lastPage], run: (e) => query(e).go({ consistent: index.index === undefined, limit: 1 }) },
      {
        name: `go query ${indexName}: ElectroDB's cursor`,
        cursorFrom: { responses: [firstPage], run: (e) => query(e).go({ limit: 1 }) },
        responses: [lastPage],
        run: (e, previous) => query(e).go({ limit: 1, cursor: previous.cursor }),
      },
    );
  }
  return cases;
}

/** Writes of one entity inside a service transaction: each kind our services put in `transaction.write`. */
export function transactionCases(entityName: string, schema: EntitySchema): { name: string; build: (writers: Record<string, ParityEntity>) => unknown[] }[] {
  const full = fullItem(schema, 0);
  const key = keyOf(schema, full);
  const probes = probesOf(schema);
  const [condition] = conditionsOf(schema, full);
  const set = probes.text ? { [probes.text]: fullItem(schema, 1)[probes.text] } : {};
  const writer = (writers: Record<string, ParityEntity>) => {
    const found = writers[entityName];
    if (!found) throw new Error(`no writer ${entityName}`);
    return found;
  };
  const withCondition = (chain: Chain) => (condition ? chain.where(condition.where) : chain);
  const cases = [
    { name: 'create', build: (w: Record<string, ParityEntity>) => [writer(w).create(full).commit()] },
    { name: 'put', build: (w: Record<string, ParityEntity>) => [writer(w).put(fullItem(schema, 1)).commit()] },
    { name: 'patch set where', build: (w: Record<string, ParityEntity>) => [withCondition(writer(w).patch(key).set(set)).commit()] },
    { name: 'update set', build: (w: Record<string, ParityEntity>) => [writer(w).update(key).set(set).commit()] },
    { name: 'delete where', build: (w: Record<string, ParityEntity>) => [withCondition(writer(w).delete(key)).commit()] },
  ];
  const number = probes.number;
  if (number) cases.push({ name: `patch add ${number}`, build: (w) => [writer(w).patch(key).add({ [number]: 1 }).commit()] });
  return cases.map((entry) => ({ name: `${entityName}: ${entry.name}`, build: entry.build }));
}
