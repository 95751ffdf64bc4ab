import { randomUUID } from 'node:crypto';
import type { WebhookEventName } from '../db/webhook-event';

export interface NewWebhookEventInput {
  readonly merchantId: string;
  /** The transaction it is about (for a refund event, the refunded transaction). */
  readonly transactionId: number;
  readonly event: WebhookEventName;
  /** `charge.*`: the transaction as `GET /transaction/verify/{reference}` answers it; `refund.*`: the refund's webhook data. */
  readonly data: unknown;
  /** Defaults to the current time. */
  readonly now?: Date;
}

export interface NewWebhookEvent {
  readonly eventId: string;
  readonly merchantId: string;
  readonly transactionId: number;
  readonly event: WebhookEventName;
  readonly payload: string;
  readonly status: 'pending';
  readonly attempts: 0;
  readonly nextAttemptAt: string;
  readonly createdAt: string;
}

/**
 * The attribute values of a new outbox event, due at once, for `WebhookEvent.create(…)` or a
 * `payService.transaction.write` alongside the transaction's status change. The payload is fixed here,
 * so every retry sends (and signs) the same bytes.
 */
export function newWebhookEvent(input: NewWebhookEventInput): NewWebhookEvent {
  const now = (input.now ?? new Date()).toISOString();
  return {
    eventId: randomUUID(),
    merchantId: input.merchantId,
    transactionId: input.transactionId,
    event: input.event,
    payload: JSON.stringify({ event: input.event, data: input.data }),
    status: 'pending',
    attempts: 0,
    nextAttemptAt: now,
    createdAt: now,
  };
}
