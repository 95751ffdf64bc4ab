import { randomBytes } from 'node:crypto';
import { optionalEnv } from '../../lib/env/env';
import { isConditionFailure } from '../../lib/db/condition-failure';
import { BadRequestError, ConflictError } from '../../lib/http/errors';
import { sendMail } from '../../lib/mail/send-mail';
import type { AuthorizationItem } from '../db/authorization';
import { Subscription, type SubscriptionItem } from '../db/subscription';
import { getMerchant } from '../merchant/merchant-service';
import { usableAuthorization } from '../transaction/authorization-check-service';
import { manageLinkMail } from './manage-page';
import { disableSubscription } from './subscription-service';
import { merchantSubscription } from './subscription-lookup';

/**
 * Paystack's "manage subscription" link (`GET /subscription/{code}/manage/link`, `POST …/manage/email`): a page
 * on Pay's origin where the customer changes the card a subscription charges or cancels it. The link carries a
 * random token stored on the subscription (the capability: no account, no session); it lasts
 * `manageLinkLifetimeMs`, and asking again while it has more than a day left answers the same link.
 */
export const manageLinkLifetimeMs = 7 * 24 * 60 * 60 * 1000;
const reuseMarginMs = 24 * 60 * 60 * 1000;

function payOrigin(): string {
  const origin = optionalEnv('PAY_ORIGIN');
  if (!origin) throw new Error('PAY_ORIGIN is not set');
  return origin.replace(/\/+$/, '');
}

export function manageLinkOf(subscription: Pick<SubscriptionItem, 'subscriptionCode'>, token: string): string {
  return `${payOrigin()}/subscription/manage/${encodeURIComponent(subscription.subscriptionCode)}?token=${encodeURIComponent(token)}`;
}

/** The subscription's current manage token, a new one when it has none or it ends within a day (one conditional write). */
async function manageToken(subscription: SubscriptionItem, now: Date): Promise<string> {
  const expires = subscription.manageTokenExpiresAt ? Date.parse(subscription.manageTokenExpiresAt) : 0;
  if (subscription.manageToken && expires - now.getTime() > reuseMarginMs) return subscription.manageToken;
  const token = randomBytes(24).toString('base64url');
  await Subscription.patch({ subscriptionCode: subscription.subscriptionCode })
    .set({ manageToken: token, manageTokenExpiresAt: new Date(now.getTime() + manageLinkLifetimeMs).toISOString() })
    .go({ response: 'none' });
  return token;
}

/** `GET /subscription/{code}/manage/link`: the link for the merchant to give its customer. */
export async function generateManageLink(merchantId: string, code: string, now = new Date()): Promise<string> {
  const subscription = await merchantSubscription(merchantId, code);
  return manageLinkOf(subscription, await manageToken(subscription, now));
}

/** `POST /subscription/{code}/manage/email`: the link, e-mailed to the subscription's customer. */
export async function emailManageLink(merchantId: string, code: string, now = new Date()): Promise<void> {
  const subscription = await merchantSubscription(merchantId, code);
  const [link, merchant] = await Promise.all([manageToken(subscription, now).then((token) => manageLinkOf(subscription, token)), getMerchant(merchantId)]);
  await sendMail(subscription.email, manageLinkMail(link, merchant.name));
}

/** The page's "cancel": the same move as `POST /subscription/disable` (with `subscription.disable`). */
export async function cancelFromManagePage(subscription: SubscriptionItem): Promise<void> {
  await disableSubscription(subscription.merchantId, { code: subscription.subscriptionCode, token: subscription.emailToken });
}

/**
 * The page's "use this card": renewals charge `authorizationCode` from now on. The card must be the same
 * customer's, with this merchant, and chargeable (`usableAuthorization`); the write is conditional on the
 * subscription still charging the card the page showed.
 */
export async function changeCardFromManagePage(subscription: SubscriptionItem, authorizationCode: string, now = new Date()): Promise<AuthorizationItem> {
  if (!['active', 'attention', 'non-renewing'].includes(subscription.status)) {
    throw new BadRequestError('This subscription is no longer active: its card cannot be changed', [{ path: 'authorization_code', message: 'subscription inactive' }]);
  }
  const card = await usableAuthorization(subscription.merchantId, authorizationCode, subscription.email);
  try {
    await Subscription.patch({ subscriptionCode: subscription.subscriptionCode })
      .set({ authorizationCode: card.authorizationCode, updatedAt: now.toISOString() })
      .where(({ authorizationCode: current }, { eq }) => eq(current, subscription.authorizationCode))
      .go({ response: 'none' });
  } catch (error) {
    if (isConditionFailure(error)) throw new ConflictError('The card was changed meanwhile: open the page again to see it');
    throw error;
  }
  return card;
}

