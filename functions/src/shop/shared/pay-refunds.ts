import * as z from '../../lib/zod';
import { logger } from '../../lib/http/logger';
import { call, envelope, PayUnavailableError } from './pay-client';

/**
 * Pay's refund resource, as Paystack's: `POST /refund` and `GET /refund/{id}`. Apart from the payment calls so
 * only the routes that refund carry it.
 */

const refundView = /* @__PURE__ */ z.pure(() => z.looseObject({
    id: z.number().check(z.int()),
    amount: z.number().check(z.int()),
    currency: z.string(),
    status: z.enum(['pending', 'processing', 'processed', 'failed']),
    transaction: z.looseObject({ reference: z.string() }),
    merchant_note: z.optional(z.nullable(z.string())),
    customer_note: z.optional(z.nullable(z.string())),
  }));
export type PayRefund = z.infer<typeof refundView>;

const refundAnswer = /* @__PURE__ */ z.pure(() => envelope(refundView));

export interface RefundRequest {
  /** The Pay reference of the paid transaction. */
  reference: string;
  /** Kobo. */
  amount: number;
  /** Sent as the Idempotency-Key: the same request asked again gets Pay's first answer. */
  idempotencyKey: string;
  customerNote: string;
  merchantNote: string;
}

/** Pay refused the refund (not refundable, or more than is left): the message says why. */
export type RefundAnswer = { kind: 'queued'; refund: PayRefund } | { kind: 'refused'; message: string };

/**
 * Asks Pay to refund (part of) a paid transaction. Pay answers at once with the refund `pending`; it settles
 * later and says so by webhook. A 400 or 404 is Pay refusing this refund; anything else is Pay unavailable.
 */
export async function createRefund(request: RefundRequest): Promise<RefundAnswer> {
  const answer = await call('/refund', {
    method: 'POST',
    idempotencyKey: request.idempotencyKey,
    body: { transaction: request.reference, amount: request.amount, currency: 'NGN', customer_note: request.customerNote, merchant_note: request.merchantNote },
  });
  const parsed = refundAnswer.safeParse(answer.json);
  if (answer.status === 200 && parsed.success && parsed.data.status && parsed.data.data) return { kind: 'queued', refund: parsed.data.data };
  if (answer.status === 400 || answer.status === 404) {
    const message = (answer.json as { message?: unknown } | null)?.message;
    return { kind: 'refused', message: typeof message === 'string' ? message : 'Pay refused the refund' };
  }
  logger.error('Pay could not create a refund', { status: answer.status, reference: request.reference });
  throw new PayUnavailableError();
}

/** What Pay says about one of the Shop's refunds; `undefined` when Pay does not know it. */
export async function fetchRefund(id: string): Promise<PayRefund | undefined> {
  const answer = await call(`/refund/${encodeURIComponent(id)}`, { method: 'GET' });
  if (answer.status === 404) return undefined;
  const parsed = refundAnswer.safeParse(answer.json);
  if (answer.status !== 200 || !parsed.success || !parsed.data.data) {
    logger.error('Pay could not fetch a refund', { status: answer.status, id });
    throw new PayUnavailableError();
  }
  return parsed.data.data;
}
