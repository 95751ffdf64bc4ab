import fc from 'fast-check';
import type { RouteEntry } from '../../../functions/src/lib/http/route-entry';
import { encodeUrlPart, hostileUrlPart, hostileValue, prototypeKeys, prototypeObjects, rawBodies, toJsonText } from './hostile-values';
import { arbitraryOf, type Hints, type JsonSchema } from './schema-arbitrary';

/** One request of the fuzz: the path with its query, already encoded, and the body text as sent. */
export interface FuzzRequest {
  label: string;
  path: string;
  body?: string;
  contentType?: string;
}

export interface RouteInputs {
  body?: JsonSchema;
  query?: JsonSchema;
  params?: JsonSchema;
  bodyEncoding: 'json' | 'form';
}

/** How many requests of each kind one caller sends to one route (the raw bodies are a fixed list on top). */
export interface Budget {
  valid: number;
  mutated: number;
  /** How many of the fixed raw bodies (`rawBodies`) to send, from the start of the list. */
  raw: number;
}

interface Parts {
  label: string;
  body: unknown;
  query: [string, string][];
  params: Record<string, string>;
}

const plain = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function preview(value: unknown): string {
  const text = typeof value === 'string' ? value : (JSON.stringify(value) ?? String(value));
  return text.length > 40 ? `${text.slice(0, 40)}…(${text.length})` : text;
}

function paramNames(route: RouteEntry): string[] {
  return [...route.path.matchAll(/\{(\w+)\}/g)].map((match) => match[1] ?? '');
}

/** Field paths of a body: its keys and the keys of its nested objects. */
function fieldPaths(body: Record<string, unknown>): string[][] {
  return Object.entries(body).flatMap(([key, value]) => [[key], ...(plain(value) ? Object.keys(value).map((inner) => [key, inner]) : [])]);
}

function withField(body: Record<string, unknown>, path: readonly string[], value: unknown, drop: boolean): Record<string, unknown> {
  const [head, ...rest] = path;
  if (head === undefined) return body;
  const copy = { ...body };
  const inner = copy[head];
  if (rest.length > 0 && plain(inner)) copy[head] = withField(inner, rest, value, drop);
  else if (drop) delete copy[head];
  else copy[head] = value;
  return copy;
}

function validParts(route: RouteEntry, inputs: RouteInputs, hints: Hints, example: unknown): fc.Arbitrary<Parts> {
  const generated = inputs.body ? arbitraryOf(inputs.body, hints) : fc.constant(undefined);
  const body = example === undefined ? generated : fc.oneof({ arbitrary: fc.constant(example), weight: 2 }, { arbitrary: generated, weight: 1 });
  const query = inputs.query ? arbitraryOf(inputs.query, hints) : fc.constant({});
  const names = paramNames(route);
  const params = inputs.params ? arbitraryOf(inputs.params, hints) : fc.constant({});
  return fc.record({ body, query, params }).map((parts) => ({
    label: 'from the schema',
    body: parts.body,
    query: Object.entries(plain(parts.query) ? parts.query : {}).map(([key, value]): [string, string] => [key, encodeUrlPart(String(value))]),
    params: Object.fromEntries(names.map((name) => [name, encodeUrlPart(String(plain(parts.params) ? (parts.params[name] ?? 'x') : 'x'))])),
  }));
}

function mutatedBody(parts: Parts): fc.Arbitrary<Parts> {
  const body = plain(parts.body) ? parts.body : {};
  const paths = fieldPaths(body);
  const field = paths.length > 0 ? fc.constantFrom(...paths) : fc.constant(['extra']);
  return fc.oneof(
    fc.tuple(field, hostileValue).map(([path, value]) => ({ ...parts, label: `body.${path.join('.')} = ${preview(value)}`, body: withField(body, path, value, false) })),
    field.map((path) => ({ ...parts, label: `body without ${path.join('.')}`, body: withField(body, path, undefined, true) })),
    fc.tuple(field, fc.constantFrom(...prototypeObjects)).map(([path, extra]) => {
      const [outer] = path;
      const nestedIn = path.length > 1 && outer !== undefined ? body[outer] : undefined;
      const label = `prototype keys beside body.${path.join('.')}`;
      if (outer !== undefined && plain(nestedIn) && plain(extra)) return { ...parts, label, body: withField(body, [outer], { ...nestedIn, ...extra }, false) };
      return { ...parts, label, body: { ...body, ...(plain(extra) ? extra : {}) } };
    }),
    hostileValue.map((value) => ({ ...parts, label: `body = ${preview(value)}`, body: value })),
  );
}

function mutatedUrl(parts: Parts, route: RouteEntry, inputs: RouteInputs): fc.Arbitrary<Parts> {
  const names = paramNames(route);
  const keys = [...parts.query.map(([key]) => key), ...Object.keys(inputs.query?.properties ?? {}), 'q'];
  const options: fc.Arbitrary<Parts>[] = [
    fc.tuple(fc.constantFrom(...keys), hostileUrlPart).map(([key, value]) => ({ ...parts, label: `query ${key}=${preview(value)}`, query: [...parts.query.filter(([name]) => name !== key), [key, value]] })),
    fc.tuple(fc.constantFrom(...keys, ...prototypeKeys), hostileUrlPart).map(([key, value]) => ({ ...parts, label: `query ${key} twice`, query: [...parts.query, [key, value], [key, value]] })),
  ];
  if (names.length > 0) {
    options.push(fc.tuple(fc.constantFrom(...names), hostileUrlPart).map(([name, value]) => ({ ...parts, label: `path ${name}=${preview(value)}`, params: { ...parts.params, [name]: value } })));
  }
  return fc.oneof(...options);
}

function encodeBody(value: unknown, encoding: 'json' | 'form'): string {
  if (encoding === 'json') return toJsonText(value);
  if (!plain(value)) return String(value);
  return new URLSearchParams(Object.entries(value).map(([key, field]): [string, string] => [key, typeof field === 'string' ? field : toJsonText(field)])).toString();
}

function toRequest(route: RouteEntry, inputs: RouteInputs, parts: Parts): FuzzRequest {
  const path = route.path.replace(/\{(\w+)\}/g, (_, name: string) => parts.params[name] ?? 'x');
  const query = parts.query.map(([key, value]) => `${encodeUrlPart(key)}=${value}`).join('&');
  const request: FuzzRequest = { label: parts.label, path: query ? `${path}?${query}` : path };
  if (parts.body !== undefined) {
    request.body = encodeBody(parts.body, inputs.bodyEncoding);
    request.contentType = inputs.bodyEncoding === 'form' ? 'application/x-www-form-urlencoded' : 'application/json';
  }
  return request;
}

/**
 * The requests one caller sends to one route: valid ones from the schema (or the route's example body), mutated
 * ones, then raw bodies.
 */
export function requestsFor(route: RouteEntry, inputs: RouteInputs, hints: Hints, budget: Budget, seed: number, example?: unknown, cursors: readonly string[] = []): FuzzRequest[] {
  const valid = validParts(route, inputs, hints, example);
  const mutated = valid.chain((parts) => fc.oneof({ arbitrary: mutatedBody(parts), weight: route.method === 'GET' ? 1 : 3 }, { arbitrary: mutatedUrl(parts, route, inputs), weight: route.method === 'GET' ? 3 : 1 }));
  const base = budget.valid > 0 ? fc.sample(valid, { seed, numRuns: budget.valid }) : [];
  const mutations = budget.mutated > 0 ? fc.sample(mutated, { seed: seed + 1, numRuns: budget.mutated }) : [];
  const first = base[0] ?? fc.sample(valid, { seed, numRuns: 1 })[0];
  const raw = rawBodies.slice(0, budget.raw).map((entry): FuzzRequest => {
    const request = first ? toRequest(route, inputs, { ...first, body: undefined }) : { label: '', path: route.path };
    return { ...request, label: `raw: ${entry.label}`, body: entry.body, contentType: entry.contentType ?? (inputs.bodyEncoding === 'form' ? 'application/x-www-form-urlencoded' : 'application/json') };
  });
  // A route that pages by cursor gets every forged cursor once, on top of its budget.
  const paged = first && inputs.query?.properties?.cursor !== undefined ? first : undefined;
  const forged = paged
    ? cursors.map((cursor) => toRequest(route, inputs, { ...paged, label: `forged cursor ${cursor.slice(0, 24)}`, query: [...paged.query.filter(([name]) => name !== 'cursor'), ['cursor', encodeUrlPart(cursor)]] }))
    : [];
  return [...base, ...mutations].map((parts) => toRequest(route, inputs, parts)).concat(forged, raw);
}
