import { timingSafeEqual } from 'node:crypto';
import { HttpError, NotFoundError } from '../../lib/http/errors';
import type { RouteResult } from '../../lib/http/response';
import { Authorization, type AuthorizationItem } from '../db/authorization';
import { Subscription, type SubscriptionItem } from '../db/subscription';
import { getMerchant } from '../merchant/merchant-service';
import { usableAuthorization } from '../transaction/authorization-check-service';
import { manageLinkProblemPage, managePage, managePageCsp, type ManagedSubscription } from './manage-page';
import { contextOf } from './subscription-lookup';

/**
 * The customer's manage page (reads only, so the page's own route needs no write): the subscription a manage
 * link's token opens (`manage-link-service.ts` issues it) and the page as the subscription stands. The forms'
 * changes are given to `managePageResult` by their handlers.
 */

const linkRefused = () => new NotFoundError('This link is not valid or has expired: ask the merchant for a new one', { code: 'manage_link_invalid' });

function sameToken(given: string, stored: string): boolean {
  const [a, b] = [Buffer.from(given), Buffer.from(stored)];
  return a.length === b.length && timingSafeEqual(a, b);
}

/** The subscription a manage link opens: its token must match and not have expired (404 otherwise, saying why in words). */
export async function subscriptionByManageToken(code: string, token: string | undefined, now = new Date()): Promise<SubscriptionItem> {
  if (!token) throw linkRefused();
  const { data } = await Subscription.get({ subscriptionCode: code }).go({ consistent: true });
  if (!data?.manageToken || !data.manageTokenExpiresAt || !sameToken(token, data.manageToken) || Date.parse(data.manageTokenExpiresAt) <= now.getTime()) throw linkRefused();
  return data;
}

/** The customer's cards with this merchant that the subscription could charge instead (usable, not its current one). */
export async function otherCards(subscription: SubscriptionItem): Promise<AuthorizationItem[]> {
  const { data } = await Authorization.query.byEmail({ email: subscription.email }).go({ pages: 'all' });
  const candidates = data.filter((card) => card.merchantId === subscription.merchantId && card.authorizationCode !== subscription.authorizationCode);
  const usable = await Promise.all(
    candidates.map((card) => usableAuthorization(subscription.merchantId, card.authorizationCode, subscription.email).then(() => card, () => undefined)),
  );
  return usable.filter((card): card is AuthorizationItem => card !== undefined);
}

/** What the page shows of a subscription: its merchant, plan, status, card and the other cards it could charge. */
async function managedView(subscription: SubscriptionItem, token: string): Promise<ManagedSubscription> {
  const [context, merchant, cards] = await Promise.all([contextOf(subscription), getMerchant(subscription.merchantId), otherCards(subscription)]);
  return {
    code: subscription.subscriptionCode,
    token,
    merchantName: merchant.name,
    planName: context.plan?.name ?? subscription.planCode,
    amount: subscription.amount,
    interval: subscription.interval,
    status: subscription.status,
    nextPaymentDate: subscription.nextPaymentDate ?? null,
    card: context.authorization ? { last4: context.authorization.last4, brand: context.authorization.brand } : undefined,
    otherCards: cards.map((card) => ({ authorizationCode: card.authorizationCode, last4: card.last4, brand: card.brand, expMonth: card.expMonth, expYear: card.expYear })),
  };
}

const pageHeaders = { 'content-security-policy': managePageCsp, 'x-content-type-options': 'nosniff', 'referrer-policy': 'no-referrer', 'cache-control': 'no-store' };

function htmlResult(statusCode: number, body: string): RouteResult {
  return { message: 'Manage subscription page', statusCode, page: { contentType: 'text/html; charset=utf-8', body }, headers: pageHeaders };
}

/**
 * The manage page's answer to a visit (`act` absent) or a form (`act` does the change and names it): the page as
 * the subscription now stands, with the outcome; an invalid link answers its own page (404), a refused change the
 * page with the reason (its status).
 */
export async function managePageResult(code: string, token: string | undefined, act?: (subscription: SubscriptionItem) => Promise<string>): Promise<RouteResult> {
  let subscription: SubscriptionItem;
  try {
    subscription = await subscriptionByManageToken(code, token);
  } catch (error) {
    if (error instanceof HttpError) return htmlResult(error.statusCode, manageLinkProblemPage(error.message));
    throw error;
  }
  const validToken = token ?? '';
  if (!act) return htmlResult(200, managePage(await managedView(subscription, validToken)));
  try {
    const notice = await act(subscription);
    const { data: now } = await Subscription.get({ subscriptionCode: code }).go({ consistent: true });
    return htmlResult(200, managePage(await managedView(now ?? subscription, validToken), { notice }));
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    return htmlResult(error.statusCode, managePage(await managedView(subscription, validToken), { problem: error.message }));
  }
}
