import { createHash, randomBytes, randomInt } from 'node:crypto';

const alphabet = 'abcdefghijklmnopqrstuvwxyz0123456789';

function randomText(length: number): string {
  const bytes = randomBytes(length);
  let out = '';
  for (const byte of bytes) out += alphabet[byte % alphabet.length];
  return out;
}

/** Numeric ids, as merchants' libraries expect; random, so neighbours cannot be guessed. */
export function newTransactionId(): number {
  return randomInt(1_000_000_000, 281_474_976_710_655);
}

/** The checkout's capability: whoever holds it can pay this one transaction, so it is long and random. */
export function newAccessCode(): string {
  return randomText(20);
}

export function newReference(): string {
  return `T${Date.now().toString(36)}${randomText(8)}`;
}

export function newAuthorizationCode(): string {
  return `AUTH_${randomText(12)}`;
}

/** A stable fingerprint of JSON-like values (object keys sorted), for the reuse rule and idempotency. */
export function fingerprint(value: unknown): string {
  return createHash('sha256').update(canonicalJson(value)).digest('hex');
}

function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (typeof value === 'object' && value !== null) {
    const entries = Object.entries(value)
      .filter(([, entry]) => entry !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, entry]) => `${JSON.stringify(key)}:${canonicalJson(entry)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}
