import { isConditionFailure } from '../../lib/db/condition-failure';
import { TooManyRequestsError } from '../../lib/http/errors';
import { RequestCounter } from '../db/request-counter';

/** At most `limit` requests per subject in each fixed window of `windowMs`. */
export interface RequestRule {
  scope: string;
  limit: number;
  windowMs: number;
  /** The 429's message; a function gets the seconds until the window ends, to say when to try again. */
  message: string | ((retryAfterSeconds: number) => string);
}

/** Epoch ms at which the window holding `now` opened. */
export function windowStartOf(rule: Pick<RequestRule, 'windowMs'>, now: number): number {
  return Math.floor(now / rule.windowMs) * rule.windowMs;
}

/**
 * Counts one request, or throws 429 (with Retry-After) when the subject's window is full. The count and the
 * check are one conditional write, so a burst can never get more than `limit` requests through. Answers the
 * window counted in, for `releaseRequest`.
 */
export async function countRequest(rule: RequestRule, subject: string, now = Date.now()): Promise<number> {
  const windowStart = windowStartOf(rule, now);
  const windowEnd = windowStart + rule.windowMs;
  try {
    await RequestCounter.update({ scope: rule.scope, subject, windowStart })
      .add({ hits: 1 })
      .set({ expiresAt: Math.ceil(windowEnd / 1000) + 3600 })
      .where((attributes, { notExists, lt }) => `${notExists(attributes.hits)} OR ${lt(attributes.hits, rule.limit)}`)
      .go({ response: 'none' });
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    const retryAfter = Math.max(1, Math.ceil((windowEnd - now) / 1000));
    throw new TooManyRequestsError(typeof rule.message === 'string' ? rule.message : rule.message(retryAfter), retryAfter);
  }
  return windowStart;
}

/**
 * Gives back a request counted with `countRequest` in the window `windowStart` for an attempt that turned out
 * fine (a right password), so only failures stay counted. Never below zero.
 */
export async function releaseRequest(rule: RequestRule, subject: string, windowStart: number): Promise<void> {
  try {
    await RequestCounter.update({ scope: rule.scope, subject, windowStart })
      .add({ hits: -1 })
      .where((attributes, { gt }) => gt(attributes.hits, 0))
      .go({ response: 'none' });
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
  }
}
