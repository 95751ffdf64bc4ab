import type { QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import { BadRequestError, NotFoundError } from '../../../lib/http/errors';
import { countMatches } from '../../db/count-query';
import { Merchant } from '../../db/merchant';
import { WebhookEvent, type WebhookEventItem } from '../../db/webhook-event';
import { pageOf, type PageMeta } from '../../shared/paging';
import { resentWebhookEvent } from '../../webhook/outbox';
import type { ListDeliveriesQuery } from './contract';

/** One webhook event as the delivery log lists it. */
export function deliverySummary(event: WebhookEventItem) {
  return {
    eventId: event.eventId,
    event: event.event,
    status: event.status,
    attempts: event.attempts,
    lastStatusCode: event.lastStatusCode ?? null,
    nextAttemptAt: event.status === 'pending' ? event.nextAttemptAt : null,
    createdAt: event.createdAt,
  };
}

export type DeliverySummary = ReturnType<typeof deliverySummary>;

/** One webhook event in full: the exact JSON text sent (`payload`) and every attempt with what came back. */
export function deliveryDetailView(event: WebhookEventItem) {
  return {
    ...deliverySummary(event),
    payload: event.payload,
    attemptLog: event.attemptLog.map((attempt) => ({
      attempt: attempt.attempt,
      at: attempt.at,
      durationMs: attempt.durationMs,
      statusCode: attempt.statusCode,
      ...(attempt.error ? { error: attempt.error } : {}),
      ...(attempt.responseBody === undefined ? {} : { responseBody: attempt.responseBody }),
    })),
  };
}

export type DeliveryDetail = ReturnType<typeof deliveryDetailView>;

/** `GET /dashboard/api/webhooks`: the merchant's webhook events newest first, paged; the total is a key-only count. */
export function listDeliveries(merchantId: string, query: ListDeliveriesQuery): Promise<{ data: DeliverySummary[]; meta: PageMeta }> {
  const events = WebhookEvent.query.byMerchant({ merchantId });
  return pageOf(
    query,
    {
      total: () => countMatches(events.params<QueryCommandInput>({ order: 'desc' }), 'webhookEvent'),
      items: async (count) => (await events.go({ order: 'desc', count, pages: 'all' })).data,
    },
    deliverySummary,
  );
}

/** Another merchant's event is "not found", like an unknown one. */
async function merchantEvent(merchantId: string, eventId: string): Promise<WebhookEventItem> {
  const { data } = await WebhookEvent.get({ eventId }).go({ consistent: true });
  if (!data || data.merchantId !== merchantId) throw new NotFoundError('Webhook event not found');
  return data;
}

/** `GET /dashboard/api/webhooks/{eventId}`. */
export async function deliveryDetail(merchantId: string, eventId: string): Promise<DeliveryDetail> {
  return deliveryDetailView(await merchantEvent(merchantId, eventId));
}

export const noWebhookUrl = () => new BadRequestError('Set a webhook URL first', [{ path: 'webhookUrl', message: 'the merchant has no webhook URL' }]);

/**
 * `POST /dashboard/api/webhooks/{eventId}/resend`: a new delivery of the same payload (`resentWebhookEvent`),
 * which the webhook consumer sends and retries like any other; the earlier event keeps its own log.
 */
export async function resendDelivery(merchantId: string, eventId: string, now = new Date()): Promise<{ eventId: string }> {
  const [earlier, { data: merchant }] = await Promise.all([merchantEvent(merchantId, eventId), Merchant.get({ merchantId }).go()]);
  if (!merchant?.webhookUrl) throw noWebhookUrl();
  const resent = resentWebhookEvent(earlier, now);
  await WebhookEvent.create(resent).go();
  return { eventId: resent.eventId };
}
