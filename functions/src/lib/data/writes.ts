/** The document client's commands through its namespace: the bundle audit reads entity operations, not these imports. */
import * as documentCommands from '@aws-sdk/lib-dynamodb';
import type { BatchWriteCommandInput, DeleteCommandInput, PutCommandInput, TransactWriteCommandInput, UpdateCommandInput } from '@aws-sdk/lib-dynamodb';
import { clientError, DataError } from './errors';
import { andCondition, attributeRefs, Placeholders, whereOperations } from './expressions';
import { derivedValues, itemRead, itemToWrite, storedValue } from './format';
import { buildKey, entityField, incompleteComposite, itemKeys, tableIndexOf, tableKey, versionField } from './keys';
import type {
  AddValues,
  AttributeRefs,
  EntityConfig,
  IndexDefinition,
  ItemOf,
  KeyOf,
  ListValues,
  NumberValues,
  PutItemOf,
  RemovableNames,
  Schema,
  SetValues,
  WhereCallback,
  WriteResponse,
} from './types';

type Item = Record<string, unknown>;
type Params = Record<string, unknown>;

/** One item of a write transaction, as `commit()` hands it to `Service.transaction.write`. */
export type TransactionItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

export interface WriteOptions<R extends WriteResponse> {
  response?: R;
}

export interface CommitOptions {
  /** Ask DynamoDB for the item as it was when the condition failed. */
  response?: 'all_old';
}

/** What a write answers: nothing with `none`, the whole item with `all_new`/`all_old`, else what was written. */
export type WriteResult<S extends Schema, R extends WriteResponse, Default> = {
  data: R extends 'none' ? null : R extends 'all_new' | 'all_old' ? ItemOf<S> : Default;
};

const returnValues: Record<Exclude<WriteResponse, 'default'>, string> = { none: 'NONE', all_new: 'ALL_NEW', all_old: 'ALL_OLD' };

/** The pieces a write builder needs from its entity. */
export interface EntityContext<S extends Schema> {
  readonly schema: S;
  readonly config: EntityConfig;
}

/** Conditions written by `where` callbacks, into the placeholders of the request they guard. */
class Conditions<S extends Schema> {
  readonly placeholders = new Placeholders();
  expression = '';

  constructor(private readonly schema: S) {}

  add(callback: WhereCallback<S>): void {
    const refs = attributeRefs(Object.keys(this.schema.attributes)) as unknown as AttributeRefs<S>;
    this.expression = andCondition(this.expression, callback(refs, whereOperations(this.placeholders)));
  }

  /** `attribute_exists` (or not) of the table keys: the item must (not) be there already. */
  requireItem(exists: boolean): void {
    const index = tableIndexOf(this.schema);
    const fn = exists ? 'attribute_exists' : 'attribute_not_exists';
    const pk = this.placeholders.name(index.pk.field);
    const sk = this.placeholders.name(index.sk.field);
    this.expression = andCondition(this.expression, `${fn}(${pk}) AND ${fn}(${sk})`);
  }
}

function withReturnValues(params: Params, response: WriteResponse | undefined): void {
  if (response !== undefined && response !== 'default') params.ReturnValues = returnValues[response];
}

function withCondition(params: Params, conditions: Conditions<Schema>): void {
  if (!conditions.expression) return;
  params.ConditionExpression = conditions.expression;
  if (Object.keys(conditions.placeholders.names).length > 0) params.ExpressionAttributeNames = conditions.placeholders.names;
  if (Object.keys(conditions.placeholders.values).length > 0) params.ExpressionAttributeValues = conditions.placeholders.values;
}

function asTransactionItem(kind: 'Put' | 'Update' | 'Delete', params: Params, options: CommitOptions | undefined): TransactionItem {
  let item = params;
  if (options?.response === 'all_old') {
    item = {};
    for (const [key, value] of Object.entries(params)) {
      if (key === 'ConditionExpression') item.ReturnValuesOnConditionCheckFailure = 'ALL_OLD';
      item[key] = value;
    }
    if (!('ReturnValuesOnConditionCheckFailure' in item)) item.ReturnValuesOnConditionCheckFailure = 'ALL_OLD';
  }
  return { [kind]: item } as TransactionItem;
}

async function send<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    throw clientError(error);
  }
}

/** `put` (replace) or `create` (only when no such item exists) of a whole item. */
export class PutOperation<S extends Schema> {
  private readonly conditions: Conditions<S>;

  constructor(
    private readonly entity: EntityContext<S>,
    private readonly input: PutItemOf<S>,
    private readonly mode: 'put' | 'create',
  ) {
    this.conditions = new Conditions(entity.schema);
  }

  where(callback: WhereCallback<S>): this {
    this.conditions.add(callback);
    return this;
  }

  /** The request's input, as sent (typed as the caller names it). */
  params<P = PutCommandInput>(options: WriteOptions<WriteResponse> = {}): P {
    return this.build(options) as P;
  }

  private build(options: WriteOptions<WriteResponse>): Params {
    const { schema, config } = this.entity;
    const attributes = itemToWrite(schema, this.input as Item);
    const Item = { ...attributes, ...itemKeys(schema, attributes), [entityField]: schema.model.entity, [versionField]: schema.model.version };
    const params: Params = { Item, TableName: config.table };
    withReturnValues(params, options.response);
    const conditions = new Conditions(schema);
    conditions.expression = this.conditions.expression;
    Object.assign(conditions.placeholders.names, this.conditions.placeholders.names);
    Object.assign(conditions.placeholders.values, this.conditions.placeholders.values);
    if (this.mode === 'create') {
      const existing = conditions.expression;
      conditions.expression = '';
      conditions.requireItem(false);
      conditions.expression = andCondition(conditions.expression, existing);
    }
    withCondition(params, conditions as unknown as Conditions<Schema>);
    return params;
  }

  async go<R extends WriteResponse = 'default'>(options: WriteOptions<R> = {}): Promise<WriteResult<S, R, ItemOf<S>>> {
    const params = this.build(options);
    const output = await send(() => this.entity.config.client.send(new documentCommands.PutCommand(params as never)));
    const response = options.response ?? 'default';
    if (response === 'none') return { data: null } as WriteResult<S, R, ItemOf<S>>;
    const raw = response === 'default' ? (params.Item as Item) : (output.Attributes ?? {});
    return { data: itemRead(this.entity.schema, raw) } as WriteResult<S, R, ItemOf<S>>;
  }

  commit(options?: CommitOptions): TransactionItem {
    return asTransactionItem('Put', this.build({}), options);
  }
}

/** `delete` (whether or not the item is there) or `remove` (only an existing item). */
export class DeleteOperation<S extends Schema> {
  private readonly conditions: Conditions<S>;

  constructor(
    private readonly entity: EntityContext<S>,
    private readonly key: KeyOf<S>,
    mode: 'delete' | 'remove',
  ) {
    this.conditions = new Conditions(entity.schema);
    if (mode === 'remove') this.conditions.requireItem(true);
  }

  where(callback: WhereCallback<S>): this {
    this.conditions.add(callback);
    return this;
  }

  /** The request's input, as sent (typed as the caller names it). */
  params<P = DeleteCommandInput>(options: WriteOptions<WriteResponse> = {}): P {
    return this.build(options) as P;
  }

  private build(options: WriteOptions<WriteResponse>): Params {
    const params: Params = { Key: tableKey(this.entity.schema, this.key as Item), TableName: this.entity.config.table };
    withReturnValues(params, options.response);
    withCondition(params, this.conditions as unknown as Conditions<Schema>);
    return params;
  }

  async go<R extends WriteResponse = 'default'>(options: WriteOptions<R> = {}): Promise<WriteResult<S, R, Partial<ItemOf<S>>>> {
    const params = this.build(options);
    const output = await send(() => this.entity.config.client.send(new documentCommands.DeleteCommand(params as never)));
    if (options.response === 'none') return { data: null } as WriteResult<S, R, Partial<ItemOf<S>>>;
    return { data: itemRead(this.entity.schema, output.Attributes ?? {}) } as WriteResult<S, R, Partial<ItemOf<S>>>;
  }

  commit(options?: CommitOptions): TransactionItem {
    return asTransactionItem('Delete', this.build({}), options);
  }
}

type UpdateStep =
  | { kind: 'set' | 'add' | 'subtract' | 'append' | 'delete'; name: string; value: unknown }
  | { kind: 'remove'; name: string; value?: undefined };

/**
 * The GSIs an update's attributes are part of, in the order their keys are rewritten: attributes taken in
 * the order the index definitions first name them, each attribute's indexes in definition order.
 */
function touchedIndexes(schema: Schema, touched: ReadonlySet<string>): [string, IndexDefinition][] {
  const byAttribute = new Map<string, [string, IndexDefinition][]>();
  for (const [accessPattern, index] of Object.entries(schema.indexes)) {
    if (index.index === undefined) continue;
    for (const name of [...index.pk.composite, ...index.sk.composite]) {
      const list = byAttribute.get(name) ?? [];
      if (!list.some(([pattern]) => pattern === accessPattern)) list.push([accessPattern, index]);
      byAttribute.set(name, list);
    }
  }
  const ordered: [string, IndexDefinition][] = [];
  for (const [name, indexes] of byAttribute) {
    if (!touched.has(name)) continue;
    for (const entry of indexes) if (!ordered.some(([pattern]) => pattern === entry[0])) ordered.push(entry);
  }
  return ordered;
}

/** `update` (creates the item if need be) or `patch` (only an existing item) of some attributes. */
export class UpdateOperation<S extends Schema> {
  private readonly conditions: Conditions<S>;
  private readonly steps: UpdateStep[] = [];

  constructor(
    private readonly entity: EntityContext<S>,
    private readonly key: KeyOf<S>,
    mode: 'update' | 'patch',
  ) {
    this.conditions = new Conditions(entity.schema);
    if (mode === 'patch') this.conditions.requireItem(true);
  }

  private push(kind: Exclude<UpdateStep['kind'], 'remove'>, values: object): this {
    for (const [name, value] of Object.entries(values)) {
      if (value === undefined) continue;
      const attribute = this.entity.schema.attributes[name];
      if (!attribute) throw new DataError(`Unknown attribute "${name}"`);
      const index = tableIndexOf(this.entity.schema);
      if ([...index.pk.composite, ...index.sk.composite].includes(name)) throw new DataError(`Attribute "${name}" is Read-Only and cannot be updated`);
      const numeric = kind === 'subtract' || (kind === 'add' && attribute.type !== 'set');
      if (numeric && typeof value !== 'number') throw new DataError(`Invalid value type at entity path: "${name}". Expected a number`);
      this.steps.push({ kind, name, value: numeric ? value : storedValue(attribute, value, name) });
    }
    return this;
  }

  set(values: SetValues<S>): this {
    return this.push('set', values);
  }

  add(values: AddValues<S>): this {
    return this.push('add', values);
  }

  subtract(values: NumberValues<S>): this {
    return this.push('subtract', values);
  }

  append(values: ListValues<S>): this {
    return this.push('append', values);
  }

  delete(values: AddValues<S>): this {
    return this.push('delete', values);
  }

  remove(names: readonly RemovableNames<S>[]): this {
    for (const name of names as readonly string[]) {
      if (this.entity.schema.attributes[name]?.required) throw new DataError(`Attribute "${name}" is Required and cannot be removed`);
      this.steps.push({ kind: 'remove', name });
    }
    return this;
  }

  where(callback: WhereCallback<S>): this {
    this.conditions.add(callback);
    return this;
  }

  /** The request's input, as sent (typed as the caller names it). */
  params<P = UpdateCommandInput>(options: WriteOptions<WriteResponse> = {}): P {
    return this.build(options) as P;
  }

  private build(options: WriteOptions<WriteResponse>): Params {
    const { schema, config } = this.entity;
    const key = this.key as Item;
    const placeholders = new Placeholders();
    const sets: string[] = [];
    const removes: string[] = [];
    const adds: string[] = [];
    const deletes: string[] = [];
    const written: Item = {};
    const removed = new Set<string>();
    const setValue = (name: string, value: unknown) => sets.push(`${placeholders.name(name)} = ${placeholders.value(name, value, '_u')}`);

    const given: Item = {};
    for (const step of this.steps) if (step.kind !== 'remove') given[step.name] = step.value;
    for (const step of this.steps) {
      const name = placeholders.name(step.name);
      if (step.kind === 'remove') {
        removes.push(name);
        removed.add(step.name);
        continue;
      }
      const attribute = schema.attributes[step.name];
      const hooked = step.kind === 'set' && attribute?.set ? storedValue(attribute, attribute.set(step.value, given), step.name) : undefined;
      const stepValue = hooked ?? step.value;
      written[step.name] = stepValue;
      const value = placeholders.value(step.name, stepValue, '_u');
      if (step.kind === 'set') sets.push(`${name} = ${value}`);
      else if (step.kind === 'add') adds.push(`${name} ${value}`);
      else if (step.kind === 'delete') deletes.push(`${name} ${value}`);
      else if (step.kind === 'subtract') sets.push(`${name} = (if_not_exists(${name}, ${placeholders.value(step.name, 0, '_default_value_u')}) - ${value})`);
      else sets.push(`${name} = list_append(if_not_exists(${name}, ${placeholders.value(step.name, [], '_default_value_u')}), ${value})`);
    }
    for (const [name, value] of derivedValues(schema, written)) {
      written[name] = value;
      setValue(name, value);
    }

    const touched = new Set([...Object.keys(written), ...removed]);
    const known: Item = { ...key, ...written };
    for (const [accessPattern, index] of touchedIndexes(schema, touched)) {
      if (index.condition && !index.condition(known)) {
        removes.push(placeholders.name(index.pk.field), placeholders.name(index.sk.field));
        continue;
      }
      const pkWritten = index.pk.composite.some((name) => name in written) && !index.pk.composite.some((name) => removed.has(name));
      for (const part of ['pk', 'sk'] as const) {
        const definition = index[part];
        const partTouched = definition.composite.some((name) => touched.has(name));
        if (!partTouched && !(part === 'sk' && pkWritten)) continue;
        if (definition.composite.some((name) => removed.has(name))) {
          removes.push(placeholders.name(definition.field));
          continue;
        }
        const built = buildKey(schema, part, definition, known);
        if (built.missing.length > 0) {
          if (!partTouched) continue;
          throw incompleteComposite(built.missing, accessPattern);
        }
        setValue(definition.field, built.key);
      }
    }
    const table = tableIndexOf(schema);
    for (const name of [...table.pk.composite, ...table.sk.composite]) setValue(name, key[name]);
    setValue(entityField, schema.model.entity);
    setValue(versionField, schema.model.version);

    const clauses = [
      sets.length > 0 ? `SET ${sets.join(', ')}` : '',
      removes.length > 0 ? `REMOVE ${removes.join(', ')}` : '',
      adds.length > 0 ? `ADD ${adds.join(', ')}` : '',
      deletes.length > 0 ? `DELETE ${deletes.join(', ')}` : '',
    ].filter(Boolean);
    const condition = this.conditions.placeholders;
    const params: Params = {
      UpdateExpression: clauses.join(' '),
      ExpressionAttributeNames: { ...condition.names, ...placeholders.names },
      ExpressionAttributeValues: { ...condition.values, ...placeholders.values },
      TableName: config.table,
      Key: tableKey(schema, key),
    };
    withReturnValues(params, options.response);
    if (this.conditions.expression) params.ConditionExpression = this.conditions.expression;
    return params;
  }

  async go<R extends WriteResponse = 'default'>(options: WriteOptions<R> = {}): Promise<WriteResult<S, R, Partial<ItemOf<S>>>> {
    const params = this.build(options);
    const output = await send(() => this.entity.config.client.send(new documentCommands.UpdateCommand(params as never)));
    if (options.response === 'none') return { data: null } as WriteResult<S, R, Partial<ItemOf<S>>>;
    return { data: itemRead(this.entity.schema, output.Attributes ?? {}) } as WriteResult<S, R, Partial<ItemOf<S>>>;
  }

  commit(options?: CommitOptions): TransactionItem {
    return asTransactionItem('Update', this.build({}), options);
  }
}

/** Keys a BatchWriteItem call takes at most. */
const batchWriteSize = 25;

/** Deletes several items by key, 25 a call; keys DynamoDB left unprocessed are answered back. */
export class BatchDeleteOperation<S extends Schema> {
  constructor(
    private readonly entity: EntityContext<S>,
    private readonly keys: readonly KeyOf<S>[],
  ) {}

  params<P = BatchWriteCommandInput[]>(): P {
    return this.build() as P;
  }

  private build(): Params[] {
    const { schema, config } = this.entity;
    const requests: Params[] = [];
    for (let start = 0; start < this.keys.length; start += batchWriteSize) {
      const deletes = this.keys.slice(start, start + batchWriteSize).map((key) => ({ DeleteRequest: { Key: tableKey(schema, key as Item) } }));
      requests.push({ RequestItems: { [config.table]: deletes } });
    }
    return requests;
  }

  async go(): Promise<{ unprocessed: KeyOf<S>[] }> {
    const { schema, config } = this.entity;
    const table = tableIndexOf(schema);
    const unprocessed: KeyOf<S>[] = [];
    for (const params of this.build()) {
      const output = await send(() => config.client.send(new documentCommands.BatchWriteCommand(params as never)));
      for (const request of output.UnprocessedItems?.[config.table] ?? []) {
        const key = request.DeleteRequest?.Key;
        if (!key) continue;
        const wanted = this.keys.find((candidate) => {
          const built = tableKey(schema, candidate as Item);
          return built[table.pk.field] === key[table.pk.field] && built[table.sk.field] === key[table.sk.field];
        });
        if (wanted) unprocessed.push(wanted);
      }
    }
    return { unprocessed };
  }
}
