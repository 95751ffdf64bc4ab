import { randomBytes, randomInt } from 'node:crypto';

/**
 * Ids and codes of the merchant API's resources (subaccounts, splits, …), minted as customers' are: a numeric
 * `id`, as merchants' libraries expect, random so neighbours cannot be guessed, and a prefixed code.
 */

const codeAlphabet = 'abcdefghijklmnopqrstuvwxyz0123456789';

/** `ACCT_…`, `SPL_…`: the prefix and 15 random lower-case letters and digits. */
export function newResourceCode(prefix: string, length = 15): string {
  let code = prefix;
  for (const byte of randomBytes(length)) code += codeAlphabet[byte % codeAlphabet.length];
  return code;
}

export function newResourceId(): number {
  return randomInt(1_000_000, 281_474_976_710_655);
}
