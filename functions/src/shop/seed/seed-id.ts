import { createHash } from 'node:crypto';

/** A stable UUID-shaped id from a name, so a re-run of the seed finds what an earlier run created. */
export function seedId(kind: string, name: string): string {
  const hex = createHash('sha256').update(`aso-seed:${kind}:${name}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}
