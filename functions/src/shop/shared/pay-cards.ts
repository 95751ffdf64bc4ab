import { createHash } from 'node:crypto';
import * as z from '../../lib/zod';
import { NotFoundError } from '../../lib/http/errors';
import { logger } from '../../lib/http/logger';
import { call, envelope, PayUnavailableError } from './pay-client';

/**
 * The cards Pay saved for the Shop's customers, through Pay's merchant API like any merchant's server:
 * `GET /customer/{email}` (the customer's reusable authorizations), `POST /customer/deactivate_authorization`
 * and `POST /transaction/charge_authorization`. Apart from the payment calls, so only the routes that use saved
 * cards carry it.
 */

const authorizationView = /* @__PURE__ */ z.pure(() => z.looseObject({
    authorization_code: z.string(),
    last4: z.string(),
    exp_month: z.string(),
    exp_year: z.string(),
    brand: z.string(),
    bank: z.optional(z.nullable(z.string())),
    reusable: z.boolean(),
  }));
export type PayAuthorization = z.infer<typeof authorizationView>;

const customerAnswer = /* @__PURE__ */ z.pure(() => envelope(z.looseObject({ email: z.string(), authorizations: z.array(authorizationView) })));

/** The reusable cards Pay holds for this e-mail under the Shop's account; none when Pay does not know the customer. */
export async function fetchCustomerCards(email: string): Promise<PayAuthorization[]> {
  const answer = await call(`/customer/${encodeURIComponent(email)}`, { method: 'GET' });
  if (answer.status === 404) return [];
  const parsed = customerAnswer.safeParse(answer.json);
  if (answer.status !== 200 || !parsed.success || !parsed.data.data) {
    logger.error('Pay could not fetch a customer', { status: answer.status });
    throw new PayUnavailableError();
  }
  return parsed.data.data.authorizations.filter((card) => card.reusable);
}

/** The browser's id of a card: a hash of Pay's authorization code, so the code itself stays on the server. */
export function cardIdOf(authorizationCode: string): string {
  return createHash('sha256').update(`saved-card:${authorizationCode}`).digest('base64url').slice(0, 32);
}

/**
 * The card behind `cardId`, looked up among the cards Pay holds for `email` only: a card of anyone else is
 * "not found", exactly like an id nobody has.
 */
export async function ownCard(email: string, cardId: string): Promise<PayAuthorization> {
  const card = (await fetchCustomerCards(email)).find((candidate) => cardIdOf(candidate.authorization_code) === cardId);
  if (!card) throw new NotFoundError('This card is not saved in your account');
  return card;
}

/** Pay forgets the card for good (naturally idempotent: deactivating twice answers the same). */
export async function deactivateCard(authorizationCode: string): Promise<void> {
  const answer = await call('/customer/deactivate_authorization', { method: 'POST', body: { authorization_code: authorizationCode } });
  if (answer.status === 200 || answer.status === 404) return;
  logger.error('Pay could not deactivate an authorization', { status: answer.status });
  throw new PayUnavailableError();
}

const chargeAnswer = /* @__PURE__ */ z.pure(() => envelope(
  z.looseObject({
      status: z.string(),
      reference: z.string(),
      amount: z.number().check(z.int()),
      gateway_response: z.optional(z.nullable(z.string())),
      url: z.optional(z.nullable(z.string())),
      paused: z.optional(z.boolean()),
    }),
));

export interface CardCharge {
  authorizationCode: string;
  email: string;
  /** Kobo. */
  amount: number;
  reference: string;
  metadata: Record<string, string>;
}

/**
 * What became of charging a saved card: `success` and `failed` are final; `action` means the card asks for a
 * further step Pay's page must take (an OTP, a 3-D Secure-like check, a paused charge with a url); `refused`
 * means Pay would not charge this card (gone, expired, another e-mail's).
 */
export type CardChargeOutcome = { kind: 'success' | 'failed' | 'action'; message: string } | { kind: 'refused'; message: string };

/**
 * `POST /transaction/charge_authorization` for one payment attempt. The attempt's reference is also the
 * Idempotency-Key, so asking again after a lost answer gets Pay's first answer, never a second charge.
 */
export async function chargeCard(charge: CardCharge): Promise<CardChargeOutcome> {
  const answer = await call('/transaction/charge_authorization', {
    method: 'POST',
    idempotencyKey: `charge-${charge.reference}`,
    body: {
      authorization_code: charge.authorizationCode,
      email: charge.email,
      amount: charge.amount,
      currency: 'NGN',
      reference: charge.reference,
      metadata: charge.metadata,
    },
  });
  const parsed = chargeAnswer.safeParse(answer.json);
  if (answer.status === 200 && parsed.success && parsed.data.data) {
    const { status, gateway_response: gateway, paused, url } = parsed.data.data;
    const message = gateway ?? parsed.data.message;
    if (status === 'success' && !paused) return { kind: 'success', message };
    if (status === 'failed' || status === 'abandoned') return { kind: 'failed', message };
    if (!url && status === 'pending' && !paused) logger.warn('Pay left a saved-card charge pending', { reference: charge.reference });
    return { kind: 'action', message };
  }
  if (answer.status === 400 || answer.status === 404 || answer.status === 422) {
    const message = (answer.json as { message?: unknown } | null)?.message;
    return { kind: 'refused', message: typeof message === 'string' ? message : 'Pay refused to charge this card' };
  }
  logger.error('Pay could not charge a saved card', { status: answer.status, reference: charge.reference });
  throw new PayUnavailableError();
}
