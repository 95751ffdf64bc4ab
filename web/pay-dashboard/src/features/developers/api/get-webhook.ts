import { useQuery } from '../../../../../src/lib/use-query';
import { staffCall } from '../../../lib/staff-api';
import { webhooksKey, type WebhookDelivery } from './list-webhooks';

export interface DeliveryAttempt {
  attempt: number;
  at: string;
  durationMs: number;
  /** 0 when no HTTP answer came (then `error` says why). */
  statusCode: number;
  error?: string;
  responseBody?: string;
}

export interface WebhookDetail extends WebhookDelivery {
  /** The exact JSON text sent (what the signature covers). */
  payload: string;
  attemptLog: DeliveryAttempt[];
}

/** `GET /dashboard/api/webhooks/{eventId}`: the request body sent and every attempt's answer. */
export async function getWebhook(eventId: string): Promise<WebhookDetail> {
  return (await staffCall<WebhookDetail>('GET', `/webhooks/${encodeURIComponent(eventId)}`)).data;
}

export function useWebhook(eventId: string) {
  return useQuery(`${webhooksKey}/${eventId}`, () => getWebhook(eventId));
}
