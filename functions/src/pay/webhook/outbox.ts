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
  return outboxEvent(input, JSON.stringify({ event: input.event, data: input.data }), input.now ?? new Date());
}

/**
 * A new delivery of an earlier event (the dashboard's "Resend"): the same bytes under a new id, due at once,
 * with attempts of its own; it is signed when sent, with the merchant's secret key and URL as they are then.
 */
export function resentWebhookEvent(earlier: Pick<NewWebhookEvent, 'merchantId' | 'transactionId' | 'event' | 'payload'>, now = new Date()): NewWebhookEvent {
  return outboxEvent(earlier, earlier.payload, now);
}

function outboxEvent(about: Pick<NewWebhookEvent, 'merchantId' | 'transactionId' | 'event'>, payload: string, now: Date): NewWebhookEvent {
  const at = now.toISOString();
  return {
    eventId: randomUUID(),
    merchantId: about.merchantId,
    transactionId: about.transactionId,
    event: about.event,
    payload,
    status: 'pending',
    attempts: 0,
    nextAttemptAt: at,
    createdAt: at,
  };
}
