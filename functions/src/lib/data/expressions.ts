import type { AttributeRef, WhereOperations } from './types';

/**
 * Placeholders of one request's expressions: `#name` for attribute names, `:name0`, `:name_u0`… for values,
 * numbered per name in the order they are asked for, as the stored request shapes expect.
 */
export class Placeholders {
  readonly names: Record<string, string> = {};
  readonly values: Record<string, unknown> = {};
  private readonly counts = new Map<string, number>();

  /** `#name` for an attribute (the same placeholder each time it is named). */
  name(attribute: string): string {
    const placeholder = `#${attribute}`;
    this.names[placeholder] = attribute;
    return placeholder;
  }

  /** A fresh value placeholder `:<base><n><suffix>`. */
  value(base: string, value: unknown, suffix = ''): string {
    const key = `${base}|${suffix}`;
    const n = this.counts.get(key) ?? 0;
    this.counts.set(key, n + 1);
    const placeholder = `:${base}${suffix}${n}`;
    this.values[placeholder] = value;
    return placeholder;
  }
}

/** The path each `where` attribute stands for, looked up when an operation renders it. */
const paths = new WeakMap<object, string>();

/** The `attr` argument of a `where` callback: one stand-in per attribute. */
export function attributeRefs(attributeNames: readonly string[]): Record<string, AttributeRef<unknown>> {
  const refs: Record<string, AttributeRef<unknown>> = {};
  for (const name of attributeNames) {
    const ref = {};
    paths.set(ref, name);
    refs[name] = ref;
  }
  return refs;
}

/** The `op` argument of a `where` callback, writing into `placeholders`. */
export function whereOperations(placeholders: Placeholders): WhereOperations {
  const nameOf = (attribute: AttributeRef<unknown>): [string, string] => {
    const path = paths.get(attribute);
    if (path === undefined) throw new Error('Unknown attribute in a where clause');
    return [placeholders.name(path), path];
  };
  const compare =
    (operator: string) =>
    <T>(attribute: AttributeRef<T>, value: T): string => {
      const [name, path] = nameOf(attribute);
      return `${name} ${operator} ${placeholders.value(path, value)}`;
    };
  const call =
    (fn: string) =>
    <T>(attribute: AttributeRef<T>, value: unknown): string => {
      const [name, path] = nameOf(attribute);
      return `${fn}(${name}, ${placeholders.value(path, value)})`;
    };
  return {
    eq: compare('='),
    ne: compare('<>'),
    gt: compare('>'),
    gte: compare('>='),
    lt: compare('<'),
    lte: compare('<='),
    between: (attribute, low, high) => {
      const [name, path] = nameOf(attribute);
      return `(${name} between ${placeholders.value(path, low)} and ${placeholders.value(path, high)})`;
    },
    begins: call('begins_with'),
    contains: call('contains'),
    notContains: (attribute, value) => `not ${call('contains')(attribute, value)}`,
    exists: (attribute) => `attribute_exists(${nameOf(attribute)[0]})`,
    notExists: (attribute) => `attribute_not_exists(${nameOf(attribute)[0]})`,
  };
}

/**
 * Joins a condition onto the ones before it: an earlier condition is parenthesised unless it already starts
 * or ends with a parenthesis; a blank new one changes nothing.
 */
export function andCondition(existing: string, added: string): string {
  const next = added.replace(/\n|\r/g, '').trim();
  if (existing.length === 0) return next;
  if (!next.replace(/\w/g, '').trim()) return existing;
  const before = existing.startsWith('(') || existing.endsWith(')') ? existing : `(${existing})`;
  return `${before} AND ${next}`;
}

/**
 * Adds a projection of `fields` to a request's names: each field reuses a placeholder already naming it,
 * else takes `#field` (or `#field_2`… when that is taken). The projection lists every name placeholder.
 */
export function project(names: Record<string, string>, fields: readonly string[]): string {
  for (const field of fields) {
    if (Object.values(names).includes(field)) continue;
    let placeholder = `#${field}`;
    for (let n = 2; placeholder in names; n += 1) placeholder = `#${field}_${n}`;
    names[placeholder] = field;
  }
  return Object.keys(names).join(', ');
}
