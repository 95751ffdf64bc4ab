import { isConditionFailure } from '../../lib/db/condition-failure';
import { TooManyRequestsError } from '../../lib/http/errors';
import { RequestCounter } from '../db/request-counter';

/** At most `limit` requests per subject in each fixed window of `windowMs`. */
export interface RequestRule {
  scope: string;
  limit: number;
  windowMs: number;
  message: string;
}

/** Epoch ms at which the window holding `now` opened. */
export function windowStartOf(rule: Pick<RequestRule, 'windowMs'>, now: number): number {
  return Math.floor(now / rule.windowMs) * rule.windowMs;
}

/**
 * Counts one request, or throws 429 (with Retry-After) when the subject's window is full. The count and the
 * check are one conditional write, so a burst can never get more than `limit` requests through.
 */
export async function countRequest(rule: RequestRule, subject: string, now = Date.now()): Promise<void> {
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
    throw new TooManyRequestsError(rule.message, Math.max(1, Math.ceil((windowEnd - now) / 1000)));
  }
}
