import { createHmac, timingSafeEqual } from 'node:crypto';
import * as z from '../../lib/zod';
import { UnauthorizedError } from '../../lib/http/errors';
import { paySecretKey } from '../shared/pay-secret';
import { receiveChargeEvent } from './payment-service';
import { receiveRefundEvent } from './refund-webhook';

/** Pay's webhook body: `{event, data}`. Charge events name the transaction's reference, refund events the refund's id. */
const chargeBody = /* @__PURE__ */ z.pure(() => z.object({ event: z.string(), data: z.looseObject({ reference: z.string() }) }));
const refundBody = /* @__PURE__ */ z.pure(() => z.object({ event: z.enum(['refund.pending', 'refund.processing', 'refund.processed', 'refund.failed']), data: z.looseObject({ id: z.union([z.number().check(z.int()), z.string().check(z.regex(/^\d{1,18}$/))]) }) }));

function signatureMatches(rawBody: string, secretKey: string, signature: string | undefined): boolean {
  if (!signature || !/^[0-9a-f]{128}$/i.test(signature)) return false;
  const expected = createHmac('sha512', secretKey).update(rawBody, 'utf8').digest();
  return timingSafeEqual(expected, Buffer.from(signature, 'hex'));
}

/**
 * `POST /pay/webhook`: Pay's signed event. The HMAC-SHA512 of the raw body with the Shop's secret key must
 * match (else 401 and nothing changes); even then the Shop trusts nothing in the body but the id it names and
 * asks Pay about it (verify for charges, `GET /refund/{id}` for refunds) before anything moves.
 */
export async function receivePayWebhook(rawBody: string, signature: string | undefined): Promise<void> {
  if (!signatureMatches(rawBody, await paySecretKey(), signature)) throw new UnauthorizedError('The webhook signature does not match');
  let json: unknown;
  try {
    json = JSON.parse(rawBody);
  } catch {
    return;
  }
  const refund = refundBody.safeParse(json);
  if (refund.success) return receiveRefundEvent(String(refund.data.data.id));
  const charge = chargeBody.safeParse(json);
  if (charge.success && !charge.data.event.startsWith('refund.')) await receiveChargeEvent(charge.data.data.reference);
}
