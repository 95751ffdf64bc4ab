import * as z from '../../lib/zod';
import { optionalEnv } from '../../lib/env/env';
import { HttpError } from '../../lib/http/errors';
import { logger } from '../../lib/http/logger';
import { paySecretKey } from './pay-secret';

/**
 * The Shop's client for Pay's merchant API, over HTTP like any merchant's server (never Pay's code):
 * `POST /transaction/initialize`, `GET /transaction/verify/{reference}` and Pay's extension
 * `POST /transaction/cancel/{reference}`, with the secret key as bearer (refunds: `pay-refunds.ts`).
 * Pay's merchant API sits at the root of Pay's origin (`PAY_API_URL`, else `PAY_ORIGIN`).
 */
const timeoutMs = 10_000;

function payApiBase(): string {
  const base = optionalEnv('PAY_API_URL') ?? optionalEnv('PAY_ORIGIN');
  if (!base) throw new Error('Missing PAY_API_URL or PAY_ORIGIN');
  return base.replace(/\/+$/, '');
}

/** Pay could not be reached or answered unexpectedly: the customer may try again. */
export class PayUnavailableError extends HttpError {
  constructor() {
    super(502, 'The payment service is not available right now. Please try again in a moment.');
  }
}

export const envelope = <T extends z.ZodMiniType>(data: T) => z.object({ status: z.boolean(), message: z.string(), data: z.optional(data) });

const initializeAnswer = /* @__PURE__ */ z.pure(() => envelope(z.object({ authorization_url: z.string(), access_code: z.string(), reference: z.string() })));
export type InitializedPayment = z.infer<typeof initializeAnswer>['data'] & {};

/** A paid transaction shows `success`, or `partially_refunded`/`refunded` once Pay processed refunds of it: all three were paid. */
const paidStatuses = ['success', 'partially_refunded', 'refunded'] as const;

const verifyAnswer = /* @__PURE__ */ z.pure(() => envelope(
  z.object({
    status: z.enum([...paidStatuses, 'failed', 'abandoned', 'pending']),
    reference: z.string(),
    amount: z.number().check(z.int()),
    currency: z.string(),
    paid_at: z.optional(z.nullable(z.string())),
  }),
));
export type VerifiedPayment = z.infer<typeof verifyAnswer>['data'] & {};

/** Pay received the money of this transaction (some may have been refunded since). */
export function isPaid(payment: Pick<VerifiedPayment, 'status'>): boolean {
  return (paidStatuses as readonly string[]).includes(payment.status);
}

export type PayCall = { method: 'GET' | 'POST'; body?: unknown; idempotencyKey?: string };
export type PayAnswer = { status: number; json: unknown };

/** Waits between asking again while Pay is still processing the same Idempotency-Key (about 6 s in all). */
const inProgressRetryDelaysMs = [100, 200, 400, 800, 1500, 1500, 1500] as const;

function isStillProcessing(answer: PayAnswer): boolean {
  const message = (answer.json as { message?: unknown } | null)?.message;
  return answer.status === 409 && typeof message === 'string' && message.includes('retry shortly');
}

/**
 * One call to Pay's API. A call with an Idempotency-Key may meet the first request with that key still being
 * processed (a client retry after a timeout): Pay answers 409 "retry shortly", so it is asked again for a while,
 * until it replays the first answer.
 */
export async function call(path: string, init: PayCall): Promise<PayAnswer> {
  let answer = await send(path, init);
  if (!init.idempotencyKey) return answer;
  for (const waitMs of inProgressRetryDelaysMs) {
    if (!isStillProcessing(answer)) break;
    await new Promise((wake) => setTimeout(wake, waitMs));
    answer = await send(path, init);
  }
  return answer;
}

async function send(path: string, init: PayCall): Promise<PayAnswer> {
  const headers: Record<string, string> = { authorization: `Bearer ${await paySecretKey()}`, accept: 'application/json' };
  if (init.body !== undefined) headers['content-type'] = 'application/json';
  if (init.idempotencyKey) headers['idempotency-key'] = init.idempotencyKey;
  try {
    const response = await fetch(`${payApiBase()}${path}`, {
      method: init.method,
      headers,
      ...(init.body !== undefined ? { body: JSON.stringify(init.body) } : {}),
      signal: AbortSignal.timeout(timeoutMs),
    });
    const text = await response.text();
    return { status: response.status, json: text === '' ? {} : (JSON.parse(text) as unknown) };
  } catch (error) {
    logger.error('Pay could not be reached', { path, error });
    throw new PayUnavailableError();
  }
}

export interface PaymentRequest {
  email: string;
  /** Kobo. */
  amount: number;
  reference: string;
  metadata: Record<string, string>;
  label?: string;
}

/**
 * Starts a Pay transaction for the exact amount the Shop priced. The reference doubles as the
 * Idempotency-Key, so a retry after a lost answer gets the same access code instead of a duplicate.
 */
export async function initializePayment(request: PaymentRequest): Promise<InitializedPayment> {
  const answer = await call('/transaction/initialize', {
    method: 'POST',
    idempotencyKey: `init-${request.reference}`,
    body: {
      email: request.email,
      amount: request.amount,
      currency: 'NGN',
      reference: request.reference,
      metadata: request.metadata,
      ...(request.label ? { label: request.label } : {}),
    },
  });
  const parsed = initializeAnswer.safeParse(answer.json);
  if (answer.status !== 200 || !parsed.success || !parsed.data.status || !parsed.data.data) {
    logger.error('Pay refused to initialize a transaction', { status: answer.status, reference: request.reference });
    throw new PayUnavailableError();
  }
  return parsed.data.data;
}

/** What Pay says about a reference; `undefined` when Pay does not know it (never initialized). */
export async function verifyPayment(reference: string): Promise<VerifiedPayment | undefined> {
  const answer = await call(`/transaction/verify/${encodeURIComponent(reference)}`, { method: 'GET' });
  if (answer.status === 404) return undefined;
  const parsed = verifyAnswer.safeParse(answer.json);
  if (answer.status !== 200 || !parsed.success || !parsed.data.data) {
    logger.error('Pay could not verify a transaction', { status: answer.status, reference });
    throw new PayUnavailableError();
  }
  return parsed.data.data;
}

/**
 * What became of asking Pay to cancel an attempt: `cancelled` (its access code can no longer be paid, by any
 * channel), `unknown` (Pay never started it), or `refused` (it was paid first, or a bank transfer for it is being
 * confirmed: the caller asks Pay with verify which one).
 */
export type CancelOutcome = 'cancelled' | 'unknown' | 'refused';

/**
 * Cancels an attempt the Shop will not use (Pay's `POST /transaction/cancel/{reference}`). It is naturally
 * idempotent (cancelling twice answers the cancelled transaction), so no Idempotency-Key is sent: a refusal
 * kept for a key would be replayed even after the transfer behind it failed.
 */
export async function cancelPayment(reference: string): Promise<CancelOutcome> {
  const answer = await call(`/transaction/cancel/${encodeURIComponent(reference)}`, { method: 'POST' });
  if (answer.status === 200) return 'cancelled';
  if (answer.status === 404) return 'unknown';
  if (answer.status === 409) return 'refused';
  logger.error('Pay could not cancel a transaction', { status: answer.status, reference });
  throw new PayUnavailableError();
}
