import { isConditionFailure } from '../../lib/db/condition-failure';
import { earliestTime } from '../../lib/db/due-range';
import { WebhookEvent, type WebhookEventItem, type WebhookEventStatus } from '../db/webhook-event';
import { merchantWebhookTarget, type WebhookTarget } from './webhook-target';

export interface AttemptRecord {
  readonly attempt: number;
  readonly at: string;
  readonly durationMs: number;
  /** 0 when no HTTP answer came (timeout, refused, bad address). */
  readonly statusCode: number;
  readonly error?: string;
  /** The start of the answer's body (`webhook-delivery.ts` responseBodyLimit). */
  readonly responseBody?: string;
}

export interface AttemptOutcome {
  readonly record: AttemptRecord;
  readonly status: WebhookEventStatus;
  readonly nextAttemptAt: string;
}

/** What delivery needs from the table; `webhook-delivery.ts` takes it as a parameter so tests can fake it. */
export interface WebhookStore {
  /** Pending events due at `now` (ISO), oldest first. */
  due(now: string, limit: number): Promise<WebhookEventItem[]>;
  get(eventId: string): Promise<WebhookEventItem | undefined>;
  /**
   * Takes the event for one attempt if it is still exactly as read (pending, same due time and attempt
   * count), moving its due time to `leaseUntil`: false when another consumer got there first.
   */
  claim(event: WebhookEventItem, claimToken: string, leaseUntil: string): Promise<boolean>;
  /** Records an attempt made under `claimToken`: false when the claim was lost meanwhile. */
  recordAttempt(eventId: string, claimToken: string, outcome: AttemptOutcome): Promise<boolean>;
  target(merchantId: string): Promise<WebhookTarget | undefined>;
}

async function unlessConditionFails(write: () => Promise<unknown>): Promise<boolean> {
  try {
    await write();
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

export const webhookStore: WebhookStore = {
  async due(now, limit) {
    const { data } = await WebhookEvent.query.byDue({ status: 'pending' }).between({ nextAttemptAt: earliestTime }, { nextAttemptAt: now }).go({ limit });
    return data;
  },

  async get(eventId) {
    const { data } = await WebhookEvent.get({ eventId }).go();
    return data ?? undefined;
  },

  claim(event, claimToken, leaseUntil) {
    return unlessConditionFails(() =>
      WebhookEvent.patch({ eventId: event.eventId })
        .set({ status: 'pending', nextAttemptAt: leaseUntil, claimToken })
        .where(
          ({ status, nextAttemptAt, attempts }, { eq }) =>
            `${eq(status, 'pending')} AND ${eq(nextAttemptAt, event.nextAttemptAt)} AND ${eq(attempts, event.attempts)}`,
        )
        .go(),
    );
  },

  recordAttempt(eventId, claimToken, outcome) {
    const { record } = outcome;
    return unlessConditionFails(() =>
      WebhookEvent.patch({ eventId })
        .set({
          status: outcome.status,
          nextAttemptAt: outcome.nextAttemptAt,
          attempts: record.attempt,
          lastStatusCode: record.statusCode,
          lastError: record.error ?? '',
          ...(outcome.status === 'delivered' ? { deliveredAt: record.at } : {}),
        })
        .append({ attemptLog: [record] })
        .remove(['claimToken'])
        .where(({ claimToken: current }, { eq }) => eq(current, claimToken))
        .go(),
    );
  },

  target: merchantWebhookTarget,
};
