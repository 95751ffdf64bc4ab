import { DataError } from './errors';
import { entityField, versionField } from './keys';
import type { Attribute, Attributes, Schema } from './types';

type Item = Record<string, unknown>;

function typeName(value: unknown): string {
  return Array.isArray(value) ? 'array' : typeof value;
}

function invalid(path: string, message: string): DataError {
  return new DataError(`Invalid value type at entity path: "${path}". ${message}`);
}

/**
 * A value as stored: checked against its attribute, maps reduced to their declared properties, sets made
 * `Set`s. `undefined` stays `undefined` (the attribute is left out).
 */
export function storedValue(attribute: Attribute, value: unknown, path: string): unknown {
  if (value === undefined) return undefined;
  const { type } = attribute;
  if (Array.isArray(type)) {
    if (typeof value !== 'string' || !type.includes(value)) {
      throw invalid(path, `Value not found in set of acceptable values: ${type.map((option) => `"${option}"`).join(', ')}`);
    }
    return value;
  }
  switch (attribute.type) {
    case 'any':
      return value;
    case 'string':
    case 'number':
    case 'boolean':
      if (typeof value !== attribute.type) throw invalid(path, `Received value of type "${typeName(value)}", expected value of type "${attribute.type}"`);
      return value;
    case 'list': {
      if (!Array.isArray(value)) throw invalid(path, `Received value of type "${typeName(value)}", expected value of type "array"`);
      const items = attribute.items;
      return value.map((entry: unknown, n) => storedValue(items, entry, `${path}[${n}]`)).filter((entry) => entry !== undefined);
    }
    case 'set': {
      const entries: unknown[] = value instanceof Set ? [...(value as Set<unknown>)] : Array.isArray(value) ? value : [value];
      for (const entry of entries) {
        if (typeof entry !== attribute.items) throw invalid(path, `Received value of type "${typeName(entry)}", expected value of type "${attribute.items}"`);
      }
      return new Set(entries);
    }
    case 'map': {
      if (typeof value !== 'object' || value === null || Array.isArray(value)) {
        throw invalid(path, `Received value of type "${typeName(value)}", expected value of type "object"`);
      }
      return storedMap(attribute.properties, value as Item, path);
    }
  }
  return value;
}

function storedMap(properties: Attributes, value: Item, path: string): Item {
  const stored: Item = {};
  for (const [name, property] of Object.entries(properties)) {
    let given = value[name];
    if (given === undefined && property.default !== undefined) given = defaultOf(property);
    const formatted = storedValue(property, given, `${path}.${name}`);
    if (formatted === undefined) {
      if (property.required) throw invalid(`${path}.${name}`, 'Value is required.');
      continue;
    }
    stored[name] = formatted;
  }
  return stored;
}

function defaultOf(attribute: Attribute): unknown {
  return typeof attribute.default === 'function' ? (attribute.default as () => unknown)() : attribute.default;
}

/**
 * The attributes of a whole item to write (put/create): defaults filled in, `set` hooks run, every value
 * checked and stored-shaped, in the schema's order; missing required attributes are refused.
 */
export function itemToWrite(schema: Schema, input: Readonly<Item>): Item {
  const withDefaults: Item = {};
  for (const [name, attribute] of Object.entries(schema.attributes)) {
    const value = input[name] === undefined && attribute.default !== undefined ? defaultOf(attribute) : input[name];
    if (value !== undefined) withDefaults[name] = value;
  }
  const item: Item = {};
  for (const [name, attribute] of Object.entries(schema.attributes)) {
    const value = attribute.set ? attribute.set(withDefaults[name], withDefaults) : withDefaults[name];
    const stored = storedValue(attribute, value, name);
    if (stored === undefined) {
      if (attribute.required) throw invalid(name, 'Value is required.');
      continue;
    }
    item[name] = stored;
  }
  return item;
}

/** The attributes `set` hooks derive from an update's written values (those watching what it writes). */
export function derivedValues(schema: Schema, written: Readonly<Item>): [string, unknown][] {
  const derived: [string, unknown][] = [];
  for (const [name, attribute] of Object.entries(schema.attributes)) {
    if (!attribute.set || name in written) continue;
    if (!(attribute.watch ?? []).some((watched) => written[watched] !== undefined)) continue;
    const value = attribute.set(undefined, { ...written });
    if (value !== undefined) derived.push([name, storedValue(attribute, value, name)]);
  }
  return derived;
}

function readValue(attribute: Attribute, value: unknown, root: boolean): unknown {
  if (value === undefined || value === null) return value;
  if (attribute.type === 'set') return value instanceof Set ? [...(value as Set<unknown>)] : value;
  if (attribute.type === 'list' && Array.isArray(value)) {
    const items = attribute.items;
    return value.map((entry: unknown) => readValue(items, entry, false)).filter((entry) => entry !== undefined);
  }
  if (attribute.type === 'map' && typeof value === 'object' && !Array.isArray(value)) {
    const data: Item = {};
    for (const [name, property] of Object.entries(attribute.properties)) {
      const read = readValue(property, (value as Item)[name], false);
      if (read !== undefined) data[name] = read;
    }
    const empty = Object.keys(value).length === 0;
    if (empty && root && !attribute.required && attribute.default === undefined) return undefined;
    return data;
  }
  return value;
}

/**
 * An item as the caller sees it: only the schema's attributes (no keys, no entity identifiers), sets as
 * arrays, maps reduced to their declared properties; only `attributes` when a projection was asked for.
 */
export function itemRead(schema: Schema, raw: Readonly<Item>, attributes?: readonly string[]): Item {
  const item: Item = {};
  for (const [name, value] of Object.entries(raw)) {
    const attribute = schema.attributes[name];
    if (!attribute || (attributes && attributes.length > 0 && !attributes.includes(name))) continue;
    const read = readValue(attribute, value, true);
    if (read !== undefined) item[name] = read;
  }
  return item;
}

/** True when a stored item belongs to this entity (its name and version identifiers match). */
export function ownsItem(schema: Schema, raw: Readonly<Item>): boolean {
  const entity = raw[entityField];
  const version = raw[versionField];
  return typeof entity === 'string' && entity.length > 0 && entity === schema.model.entity && typeof version === 'string' && version.length > 0 && version === schema.model.version;
}
