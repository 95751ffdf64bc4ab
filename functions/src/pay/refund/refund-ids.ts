import { createHash } from 'node:crypto';
import { newTransactionId } from '../transaction/transaction-ids';

const smallest = 1_000_000_000;
const span = 281_474_976_710_655 - smallest;

/**
 * A refund's numeric id. A request with an `Idempotency-Key` gets an id derived from the merchant and the key,
 * so a retry whose first answer was lost (the refund written, the reply not) finds that refund instead of
 * making a second one; without a key the id is random, like a transaction's.
 */
export function newRefundId(merchantId: string, idempotencyKey: string | undefined): number {
  if (idempotencyKey === undefined) return newTransactionId();
  const digest = createHash('sha256').update(`refund\0${merchantId}\0${idempotencyKey}`).digest();
  return smallest + (digest.readUIntBE(0, 6) % span);
}
