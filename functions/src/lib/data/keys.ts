import { DataError } from './errors';
import type { Attributes, IndexDefinition, KeyDefinition, Schema } from './types';

/** The stored entity name and version every item carries. */
export const entityField = '__edb_e__';
export const versionField = '__edb_v__';

/** `$<service>` starts a partition key, `$<entity>_<version>` a sort key. */
export function keyPrefix(schema: Schema, part: 'pk' | 'sk'): string {
  const { service, entity, version } = schema.model;
  return part === 'pk' ? `$${service}` : `$${entity}_${version}`;
}

/** One composite value as it appears in a key: padded when the attribute asks for it. */
function keyValue(attributes: Attributes, name: string, value: unknown): string {
  const text = String(value);
  const padding = attributes[name]?.padding;
  return padding ? text.padStart(padding.length, padding.char) : text;
}

export interface BuiltKey {
  readonly key: string;
  /** Composite attributes that had no value (the key stops at the first). */
  readonly missing: readonly string[];
}

/**
 * A key: its prefix, then `#<attribute>_<value>` for each composite attribute in order, lower-cased. It stops at
 * the first missing attribute, keeping that attribute's label (a prefix to match) unless `bare` is asked.
 */
export function buildKey(schema: Schema, part: 'pk' | 'sk', definition: KeyDefinition, values: Readonly<Record<string, unknown>>, bare = false): BuiltKey {
  let key = keyPrefix(schema, part);
  const missing: string[] = [];
  for (const name of definition.composite) {
    const value = values[name];
    if (value === undefined) {
      if (missing.length === 0 && !bare) key += `#${name}_`;
      missing.push(name);
      continue;
    }
    if (missing.length === 0) key += `#${name}_${keyValue(schema.attributes, name, value)}`;
  }
  return { key: key.toLowerCase(), missing };
}

/** The entity's table index (the one with no GSI name). */
export function tableIndexOf(schema: Schema): IndexDefinition {
  const found = Object.values(schema.indexes).find((index) => index.index === undefined);
  if (!found) throw new DataError(`Entity ${schema.model.entity} has no table index`);
  return found;
}

/** The table key of an item from its composite attributes; every one must be there. */
export function tableKey(schema: Schema, values: Readonly<Record<string, unknown>>): Record<string, string> {
  const index = tableIndexOf(schema);
  const pk = buildKey(schema, 'pk', index.pk, values);
  const sk = buildKey(schema, 'sk', index.sk, values);
  const missing = [...pk.missing, ...sk.missing];
  if (missing.length > 0) {
    throw new DataError(`Incomplete or invalid key composite attributes supplied. Missing properties: ${missing.map((name) => `"${name}"`).join(', ')}`);
  }
  return { [index.pk.field]: pk.key, [index.sk.field]: sk.key };
}

/** The key fields of an index: the table's, then the index's own. */
export function positionFields(schema: Schema, index: IndexDefinition): string[] {
  const table = tableIndexOf(schema);
  const fields = [table.pk.field, table.sk.field];
  if (index !== table) fields.push(index.pk.field, index.sk.field);
  return fields;
}

/**
 * Every index's keys for a whole item, as a put writes them. A GSI none of whose composite attributes the
 * item has gets no keys (it stays sparse); one whose partition or sort key has only some of its attributes is
 * refused; a sparse index's keys are written only when its condition holds.
 */
export function itemKeys(schema: Schema, item: Readonly<Record<string, unknown>>): Record<string, string> {
  const keys: Record<string, string> = {};
  for (const [name, index] of Object.entries(schema.indexes)) {
    const pk = buildKey(schema, 'pk', index.pk, item);
    const sk = buildKey(schema, 'sk', index.sk, item);
    if (index.index === undefined) {
      if (pk.missing.length + sk.missing.length > 0) {
        throw new DataError(`Incomplete or invalid key composite attributes supplied. Missing properties: ${[...pk.missing, ...sk.missing].map((n) => `"${n}"`).join(', ')}`);
      }
    } else {
      const pkGiven = pk.missing.length < index.pk.composite.length;
      const skGiven = sk.missing.length < index.sk.composite.length;
      if (!pkGiven && !skGiven) continue;
      const partial = [...(pkGiven ? pk.missing : []), ...(skGiven ? sk.missing : [])];
      if (partial.length > 0) throw incompleteComposite(partial, name);
      if (index.condition && !index.condition(item)) continue;
    }
    keys[index.pk.field] = pk.key;
    keys[index.sk.field] = sk.key;
  }
  return keys;
}

export function incompleteComposite(missing: readonly string[], accessPattern: string): DataError {
  return new DataError(
    `Incomplete composite attributes: Without the composite attributes ${missing.map((name) => `"${name}"`).join(', ')} the following access patterns cannot be updated: "${accessPattern}".`,
  );
}
