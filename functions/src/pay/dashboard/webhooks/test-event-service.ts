import { randomUUID } from 'node:crypto';
import { integrationOf } from '../../refund/refund-view';
import { deliveryDeps } from '../../webhook/delivery-deps';
import { sendSigned, type DeliveryDeps } from '../../webhook/webhook-delivery';
import { noWebhookUrl } from './delivery-log-service';

export interface TestEventAnswer {
  /** 0 when no HTTP answer came (then `error` says why). */
  statusCode: number;
  responseBody: string;
  error?: string;
}

/**
 * `POST /dashboard/api/webhooks/test`: sends a signed `test.webhook` event to the merchant's webhook URL now,
 * once, signed and sent as every delivery is (`sendSigned`), and answers what came back. It is not kept in the
 * outbox: a merchant's handler may ignore it.
 */
export async function sendTestEvent(merchantId: string, now = new Date(), deps: Pick<DeliveryDeps, 'store' | 'config' | 'masterKey' | 'post'> = deliveryDeps): Promise<TestEventAnswer> {
  const target = await deps.store.target(merchantId);
  if (!target?.webhookUrl) throw noWebhookUrl();
  const payload = JSON.stringify({
    event: 'test.webhook',
    data: { message: 'A test event from the Pay dashboard', integration: integrationOf(merchantId), sentAt: now.toISOString() },
  });
  const { result } = await sendSigned({ merchantId, eventId: randomUUID(), payload }, deps);
  return { statusCode: result.statusCode, responseBody: result.responseBody ?? '', ...(result.error === undefined ? {} : { error: result.error }) };
}
