import type { WebhookTarget } from './webhook-target';

/**
 * The sealed key an event is signed with: the secret key of the event's mode, as Paystack signs with the key of
 * the integration's mode. The mode is the payload's `data.domain` (a live payment's events say `live`); anything
 * else, the dashboard's test event included, is test.
 */
export function signingKeyFor(target: WebhookTarget, payload: string): string | undefined {
  let live = false;
  try {
    const parsed: unknown = JSON.parse(payload);
    const data: unknown = typeof parsed === 'object' && parsed !== null && 'data' in parsed ? parsed.data : undefined;
    live = typeof data === 'object' && data !== null && 'domain' in data && data.domain === 'live';
  } catch {
    live = false;
  }
  return live ? target.liveSecretKeySealed : target.secretKeySealed;
}
