import fc from 'fast-check';

/**
 * Values no schema should accept, or that probe the edges of what one accepts: wrong types, huge strings
 * and arrays, unicode (emoji, RTL, NUL, lone surrogates), prototype keys, numbers at and past the limits.
 * NaN and Infinity are not JSON: a number past 1.7e308 is written as a literal (`2e308`), which
 * `JSON.parse` reads as Infinity, and `-0` and 2**53+1 are written as literals too (see `rawNumber`).
 */

const rawMark = '\u0001raw:';

/** A JSON number literal written as is into the body text (placed where a value goes). */
export function rawNumber(token: string): string {
  return `${rawMark}${token}\u0001`;
}

/** `JSON.stringify`, then the `rawNumber` placeholders replaced by their literals. */
export function toJsonText(value: unknown): string {
  return JSON.stringify(value).replace(/"\\u0001raw:([-+.0-9eE]+)\\u0001"/g, (_, token: string) => token);
}

export const hugeLength = 100_001;

/** Numbers at and past the limits of a double and of a safe integer. */
export const edgeNumbers: readonly string[] = ['1e308', '-1e308', '2e308', '-2e308', '-0', '9007199254740993', '-9007199254740993', '5e-324', '1.5', '-1', '0', '123456789012345678901234567890'];

export const unicodeStrings: readonly string[] = [
  '😀🇳🇬👩🏽‍💻',
  '\u202Egnp.exe',
  'a\u0000b',
  '\u0000',
  '\uD800',
  '\uDFFFx',
  'مرحبا بالعالم',
  'שלום',
  '\uFEFF',
  '\u200B\u200C\u200D',
  '𝕿𝖊𝖘𝖙',
  'Z̤͔ͧ̑̓ä͖̭̈̇lͮ̒ͫǧ̗͚̚o̙̔ͮ̇͐̇',
  '%00',
  '../../etc/passwd',
  '<script>alert(1)</script>',
  "' OR 1=1 --",
  '${jndi:ldap://x}',
  'line\r\nX-Injected: 1',
];

/** Names of Object.prototype's members: as a value (a state, a key looked up in a map) or as an object key. */
export const prototypeKeys: readonly string[] = ['__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty'];

function nested(depth: number): unknown {
  let value: unknown = 'deep';
  for (let level = 0; level < depth; level += 1) value = { a: value };
  return value;
}

/** Objects whose own keys are the prototype names (a computed key defines an own property, as JSON.parse does). */
export const prototypeObjects: readonly unknown[] = [
  { ['__proto__']: { admin: true, isAdmin: true } },
  { constructor: { prototype: { admin: true } } },
  { prototype: { admin: true } },
  { ['__proto__']: null, constructor: 'x', prototype: 1, toString: 'x', hasOwnProperty: 1, valueOf: [] },
];

/** Huge values: built once (each 100 KB or more) and shared. */
export const hugeValues: readonly unknown[] = [
  'a'.repeat(hugeLength),
  '😀'.repeat(hugeLength / 2),
  '\u202E'.repeat(hugeLength),
  Array.from({ length: 20_000 }, () => 'x'),
  Array.from({ length: 5_000 }, (_, index) => ({ id: String(index) })),
  nested(40),
  Array.from({ length: 2_000 }, (_, index) => [index]).reduce<unknown[]>((inner) => [inner], []),
];

const wrongTypes: readonly unknown[] = [true, false, 0, -1, null, {}, [], [''], [{}], '', ' ', 'null', 'undefined', '[object Object]', { a: 1 }];

/** One hostile value for a JSON body field. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { arbitrary: fc.constantFrom(...wrongTypes), weight: 3 },
  { arbitrary: fc.constantFrom(...edgeNumbers).map(rawNumber), weight: 3 },
  { arbitrary: fc.constantFrom(...unicodeStrings), weight: 3 },
  { arbitrary: fc.constantFrom(...prototypeKeys, ...prototypeObjects), weight: 2 },
  { arbitrary: fc.constantFrom(...hugeValues), weight: 2 },
  { arbitrary: fc.string({ unit: 'binary', maxLength: 30 }), weight: 2 },
  { arbitrary: fc.jsonValue({ maxDepth: 3 }), weight: 1 },
);

/** Percent-encodes text as UTF-8, a lone surrogate as U+FFFD (which `encodeURIComponent` refuses to encode). */
export function encodeUrlPart(text: string): string {
  return [...Buffer.from(text, 'utf8')].map((byte) => (/[A-Za-z0-9\-_.~]/.test(String.fromCharCode(byte)) ? String.fromCharCode(byte) : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`)).join('');
}

/** Longest text put in a URL: API Gateway takes at most 10 KB of request line and headers. */
export const maxUrlPart = 6_000;

/** One hostile value for a query value or a path parameter, percent-encoded, or raw when it is a bad encoding. */
export const hostileUrlPart: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(...unicodeStrings, ...prototypeKeys, ...edgeNumbers, 'NaN', 'Infinity', '0x10', ' 5 ', '', 'true', '[]', '{}').map(encodeUrlPart),
  fc.constantFrom('%', '%zz', '%E0%A4%A', '%00', '%2F', '..', '%2e%2e', '%C0%AF', '%uD800', '%FF%FE', '%ED%A0%80', '+', '%20'),
  fc.constantFrom('a'.repeat(maxUrlPart), encodeUrlPart('😀'.repeat(maxUrlPart / 12))),
  fc.string({ unit: 'binary', maxLength: 20 }).map(encodeUrlPart),
);

/** Flips one base64url character (never into the same one), so the cursor's bytes really change. */
function flipAt(text: string, at: number): string {
  const char = text[at];
  return `${text.slice(0, at)}${char === 'A' ? 'B' : 'A'}${text.slice(at + 1)}`;
}

/**
 * Cursors the server never wrote for the listing they are sent to: random base64url, an unsigned position
 * (`{"pk":…}` as plain base64url, what an unkeyed cursor would accept), and each genuine cursor (taken from a
 * real listing by the fixture) with one character flipped in its middle and at its end, and cut short. The
 * genuine cursors themselves are sent too: each is foreign to every listing but its own.
 */
export function forgedCursors(genuine: readonly string[]): string[] {
  const unsigned = Buffer.from(JSON.stringify({ pk: '$shop#user_someone-else', sk: '$order_1#x', gsi1pk: 'x', gsi1sk: 'y' }), 'utf8').toString('base64url');
  const random = fc.sample(fc.base64String({ minLength: 8, maxLength: 120 }), { seed: 20261125, numRuns: 2 }).map((text) => text.replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_'));
  const edited = genuine.flatMap((cursor) => [flipAt(cursor, Math.floor(cursor.length / 2)), flipAt(cursor, cursor.length - 2), cursor.slice(0, -3)]);
  return [...random, unsigned, `${unsigned}.${'A'.repeat(43)}`, ...edited, ...genuine];
}

/** Bodies that are not the JSON (or form) a route reads, with the content type they are sent as. */
export const rawBodies: readonly { label: string; body: string; contentType?: string }[] = [
  { label: 'empty body', body: '' },
  { label: 'blank body', body: ' \n\t ' },
  { label: 'truncated JSON', body: '{"a":' },
  { label: 'unclosed array', body: '[1,2' },
  { label: 'single quotes', body: "{'a':1}" },
  { label: 'trailing comma', body: '{"a":1,}' },
  { label: 'JSON null', body: 'null' },
  { label: 'JSON string', body: '"text"' },
  { label: 'JSON number', body: '1e999' },
  { label: 'byte-order mark', body: '\uFEFF{}' },
  { label: 'NUL in body', body: '{"a":"\u0000"}\u0000' },
  { label: 'undefined', body: 'undefined' },
  { label: 'text/plain', body: 'hello', contentType: 'text/plain' },
  { label: 'form fields', body: 'a=1&__proto__=x&constructor=y', contentType: 'application/x-www-form-urlencoded' },
  { label: 'multipart', body: '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--x--', contentType: 'multipart/form-data; boundary=x' },
  { label: 'XML', body: '<?xml version="1.0"?><a>1</a>', contentType: 'application/xml' },
  { label: 'huge JSON array', body: `[${'0,'.repeat(hugeLength)}0]` },
];
