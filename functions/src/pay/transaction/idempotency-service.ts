import { isConditionFailure } from '../../lib/db/condition-failure';
import { BadRequestError, ConflictError, HttpError, type ErrorDetail } from '../../lib/http/errors';
import type { RouteResult } from '../../lib/http/response';
import { IdempotencyRecord } from '../db/idempotency-record';
import { fingerprint } from './transaction-ids';

/** Records outlive the promised 24 hours a little, since TTL deletion is lazy anyway. */
const keepSeconds = 25 * 60 * 60;

interface StoredAnswer {
  statusCode: number;
  message: string;
  data?: unknown;
  /** A refusal's `code` and the rest of its Pay error fields, replayed as first answered. */
  detail?: ErrorDetail;
}

/** The fingerprint of a request body: JSON compared by value (key order and spacing do not matter). */
function bodyHash(rawBody: string): string {
  try {
    return fingerprint(JSON.parse(rawBody === '' ? 'null' : rawBody));
  } catch {
    return fingerprint(rawBody);
  }
}

/** The request's `Idempotency-Key`, trimmed; `undefined` when none was sent. */
export function idempotencyKeyOf(headers: Record<string, string | undefined>): string | undefined {
  const key = headers['idempotency-key']?.trim();
  if (key === undefined || key === '') return undefined;
  if (key.length > 255) throw new BadRequestError('Idempotency-Key must be at most 255 characters', [{ path: 'Idempotency-Key', message: 'too long' }]);
  return key;
}

function replay(record: { statusCode?: number | undefined; response?: string | undefined }): RouteResult {
  const answer = JSON.parse(record.response ?? '{}') as StoredAnswer;
  if (answer.statusCode >= 400) throw new HttpError(answer.statusCode, answer.message, undefined, undefined, answer.detail);
  return { statusCode: answer.statusCode, message: answer.message, ...(answer.data !== undefined ? { data: answer.data } : {}) };
}

/**
 * Runs a merchant POST at most once per `Idempotency-Key`: the key is claimed before the work (so a
 * concurrent retry cannot run it twice), the first answer (or a 4xx) is kept 24 hours and replayed for the
 * same body; the same key with another body is a 409. A crash (5xx) releases the key for a retry.
 */
export async function idempotent<T>(
  merchantId: string,
  scope: string,
  headers: Record<string, string | undefined>,
  rawBody: string,
  work: () => Promise<RouteResult<T>>,
): Promise<RouteResult<T> | RouteResult> {
  const idempotencyKey = idempotencyKeyOf(headers);
  if (idempotencyKey === undefined) return work();
  const hash = bodyHash(rawBody);
  const key = { merchantId, scope, idempotencyKey };
  try {
    await IdempotencyRecord.create({ ...key, bodyHash: hash, state: 'processing', expiresAt: Math.floor(Date.now() / 1000) + keepSeconds }).go();
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    const { data: existing } = await IdempotencyRecord.get(key).go({ consistent: true });
    if (!existing) throw new ConflictError('This Idempotency-Key is being used by another request: retry shortly');
    if (existing.bodyHash !== hash) throw new ConflictError('This Idempotency-Key was already used with a different request body');
    if (existing.state !== 'done') throw new ConflictError('A request with this Idempotency-Key is still being processed: retry shortly');
    return replay(existing);
  }
  const save = (answer: StoredAnswer) =>
    IdempotencyRecord.patch(key)
      .set({ state: 'done', statusCode: answer.statusCode, response: JSON.stringify(answer) })
      .go();
  try {
    const result = await work();
    await save({ statusCode: result.statusCode ?? 200, message: result.message, ...(result.data !== undefined ? { data: result.data } : {}) });
    return result;
  } catch (error) {
    if (error instanceof HttpError && error.statusCode < 500) {
      await save({ statusCode: error.statusCode, message: error.message, ...(error.detail ? { detail: error.detail } : {}) });
    } else {
      await IdempotencyRecord.delete(key).go();
    }
    throw error;
  }
}
