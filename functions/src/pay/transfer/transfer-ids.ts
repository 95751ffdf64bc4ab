import { createHash, randomBytes } from 'node:crypto';

const smallest = 1_000_000_000;
const span = 281_474_976_710_655 - smallest;
const alphabet = 'abcdefghijklmnopqrstuvwxyz0123456789';

function digestOf(...parts: string[]): Buffer {
  return createHash('sha256').update(parts.join('\0')).digest();
}

/**
 * A transfer's numeric id, derived from its merchant and reference: the reference is unique per merchant
 * because the transfer's create is conditional on its id, and `GET /transfer/verify/{reference}` is one read.
 */
export function transferIdFor(merchantId: string, reference: string): number {
  return smallest + (digestOf('transfer', merchantId, reference).readUIntBE(0, 6) % span);
}

/**
 * The reference of a transfer the merchant named none for. With an `Idempotency-Key` it comes from the key,
 * so a retry whose first answer was lost finds the transfer instead of sending money twice.
 */
export function newTransferReference(merchantId: string, idempotencyKey: string | undefined): string {
  if (idempotencyKey !== undefined) return `trf_${digestOf('transfer-key', merchantId, idempotencyKey).toString('hex').slice(0, 24)}`;
  let reference = 'trf_';
  for (const byte of randomBytes(20)) reference += alphabet[byte % alphabet.length];
  return reference;
}

export function newTransferCode(): string {
  let code = 'TRF_';
  for (const byte of randomBytes(15)) code += alphabet[byte % alphabet.length];
  return code;
}
