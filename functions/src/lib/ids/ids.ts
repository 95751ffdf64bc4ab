import { randomUUID } from 'node:crypto';

/** Identifiers for stored items: random UUIDs, never guessable sequences. */
export function newId(): string {
  return randomUUID();
}
