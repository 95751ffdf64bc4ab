import { BadRequestError } from '../../lib/http/errors';
import { transactWrite } from '../../lib/db/transact';
import { isTransactionCancelled } from '../../lib/db/condition-failure';
import { IdempotencyRecord } from '../db/idempotency-record';
import { shopTables, type ShopWritePlan } from '../db/transaction';

const keyPattern = /^[A-Za-z0-9_.:-]{8,128}$/;
const keepSeconds = 24 * 60 * 60;

/** The optional `Idempotency-Key` header: 8–128 letters, digits and `_ . : -`. */
export function idempotencyKeyFrom(headers: Record<string, string | undefined>): string | undefined {
  const value = headers['idempotency-key']?.trim();
  if (value === undefined || value === '') return undefined;
  if (!keyPattern.test(value)) {
    throw new BadRequestError('Idempotency-Key must be 8 to 128 letters, digits, or _ . : -');
  }
  return value;
}

async function storedResult<T>(userId: string, scope: string, idempotencyKey: string): Promise<T | undefined> {
  const { data } = await IdempotencyRecord.get({ userId, scope, idempotencyKey }).go({ consistent: true });
  return data ? (JSON.parse(data.result) as T) : undefined;
}

/**
 * Runs a planned multi-item write at most once per idempotency key: the record of the result is written in
 * the same transaction as the items, so a retry (even a concurrent one) returns the first result.
 */
export async function writeOnce<T>(
  userId: string,
  scope: string,
  idempotencyKey: string | undefined,
  plan: () => Promise<{ writes: ShopWritePlan; result: T }>,
): Promise<T> {
  if (idempotencyKey) {
    const earlier = await storedResult<T>(userId, scope, idempotencyKey);
    if (earlier !== undefined) return earlier;
  }
  const { writes, result } = await plan();
  const expiresAt = Math.ceil(Date.now() / 1000) + keepSeconds;
  try {
    await transactWrite(
      shopTables.transaction.write((writers) => [
        ...writes(writers),
        ...(idempotencyKey
          ? [writers.idempotencyRecord.create({ userId, scope, idempotencyKey, result: JSON.stringify(result), expiresAt }).commit()]
          : []),
      ]),
    );
  } catch (error) {
    if (idempotencyKey && isTransactionCancelled(error)) {
      const earlier = await storedResult<T>(userId, scope, idempotencyKey);
      if (earlier !== undefined) return earlier;
    }
    throw error;
  }
  return result;
}
