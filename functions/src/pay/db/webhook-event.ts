import { Entity, type EntityItem } from '../../lib/data';
import { entityConfig } from './table';

export const webhookEventNames = ['charge.success', 'charge.failed', 'refund.pending', 'refund.processed', 'refund.failed', 'transfer.success', 'transfer.failed',
  'subscription.create', 'subscription.disable', 'subscription.not_renew', 'invoice.create', 'invoice.update', 'invoice.payment_failed'] as const;
export type WebhookEventName = (typeof webhookEventNames)[number];

export const webhookEventStatuses = ['pending', 'delivered', 'failed'] as const;
export type WebhookEventStatus = (typeof webhookEventStatuses)[number];

/**
 * One webhook to a merchant (the outbox): written in the same DynamoDB transaction as the status change
 * it reports, so a crash can never lose it, then delivered by `webhook/deliver-webhooks.ts`.
 *
 * `byDue` partitions by status and sorts by `nextAttemptAt` (ISO time, which sorts as text), so the
 * consumer finds due events with one query on the `pending` partition and never scans. A consumer claims
 * an event by moving `nextAttemptAt` past its send timeout under a new `claimToken` (a conditional write),
 * so two consumers never send the same attempt; a consumer that dies mid-send leaves the event due again
 * once that lease runs out. Delivered and failed events stay in the table, each attempt in `attemptLog`.
 */
export const WebhookEvent = new Entity(
  {
    model: { entity: 'webhookEvent', version: '1', service: 'pay' },
    attributes: {
      eventId: { type: 'string', required: true },
      merchantId: { type: 'string', required: true },
      /** The transaction it is about (a refund event's: the refunded transaction; a transfer event's: the transfer's id). */
      transactionId: { type: 'number', required: true },
      event: { type: webhookEventNames, required: true },
      /** The exact JSON text sent (`{event, data}`); the signature is computed over these bytes. */
      payload: { type: 'string', required: true },
      status: { type: webhookEventStatuses, required: true, default: 'pending' },
      attempts: { type: 'number', required: true, default: 0 },
      /** ISO time the next attempt is due (or, once delivered or failed, when that happened). */
      nextAttemptAt: { type: 'string', required: true },
      createdAt: { type: 'string', required: true },
      claimToken: { type: 'string' },
      deliveredAt: { type: 'string' },
      /** The last attempt's outcome: an HTTP status code, or 0 when no answer came (timeout, refused). */
      lastStatusCode: { type: 'number' },
      lastError: { type: 'string' },
      /** Every attempt: when, how long, what came back (status code, error, the start of the body). */
      attemptLog: {
        type: 'list',
        required: true,
        default: () => [],
        items: {
          type: 'map',
          properties: {
            attempt: { type: 'number', required: true },
            at: { type: 'string', required: true },
            durationMs: { type: 'number', required: true },
            statusCode: { type: 'number', required: true },
            error: { type: 'string' },
            /** The first 2,000 characters of the answer's body, when it had one. */
            responseBody: { type: 'string' },
          },
        },
      },
    },
    indexes: {
      byId: { pk: { field: 'pk', composite: ['eventId'] }, sk: { field: 'sk', composite: [] } },
      byDue: { index: 'gsi1', pk: { field: 'gsi1pk', composite: ['status'] }, sk: { field: 'gsi1sk', composite: ['nextAttemptAt'] } },
      byMerchant: { index: 'gsi2', pk: { field: 'gsi2pk', composite: ['merchantId'] }, sk: { field: 'gsi2sk', composite: ['createdAt'] } },
    },
  },
  entityConfig,
);

export type WebhookEventItem = EntityItem<typeof WebhookEvent>;
