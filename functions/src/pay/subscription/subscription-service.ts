import { isConditionFailure, isTransactionCancelled } from '../../lib/db/condition-failure';
import { runTransaction } from '../../lib/db/transact';
import { BadRequestError, ConflictError } from '../../lib/http/errors';
import { Authorization, type AuthorizationItem } from '../db/authorization';
import type { CustomerItem } from '../db/customer';
import { payService } from '../db/pay-service';
import { Subscription, type SubscriptionItem } from '../db/subscription';
import { merchantCustomer } from '../customer/customer-lookup';
import { getMerchant } from '../merchant/merchant-service';
import { merchantPlan, nextPaymentAfter } from '../shared/plan-record';
import { newSubscription, subscriptionFields, subscriptionView } from '../shared/subscription-record';
import { usableAuthorization } from '../transaction/authorization-check-service';
import { newWebhookEvent } from '../webhook/outbox';
import type { CreateSubscriptionBody, ToggleSubscriptionBody } from './contract';
import { contextOf } from './subscription-lookup';

/** The customer's newest card this merchant may charge again. */
async function newestAuthorization(merchantId: string, customer: CustomerItem): Promise<AuthorizationItem> {
  const { data } = await Authorization.query
    .byEmail({ email: customer.email })
    .where(({ merchantId: owner, reusable, deactivatedAt }, { eq, notExists }) => `${eq(owner, merchantId)} AND ${eq(reusable, true)} AND ${notExists(deactivatedAt)}`)
    .go({ order: 'desc', pages: 'all' });
  const newest = data[0];
  if (!newest) throw new BadRequestError('Customer has no authorization to charge: they must pay once by card first', [{ path: 'authorization', message: 'no reusable authorization' }]);
  return usableAuthorization(merchantId, newest.authorizationCode, customer.email);
}

/**
 * `POST /subscription`: subscribes a customer to a plan, charged on the card given (else their newest reusable
 * card) at `start_date`, or at once (the renewal sweep's next pass) without it. A customer already on the plan
 * (not cancelled or completed) is refused, as Paystack does.
 */
export async function createSubscription(merchantId: string, body: CreateSubscriptionBody) {
  const [merchant, customer, plan] = await Promise.all([getMerchant(merchantId), merchantCustomer(merchantId, body.customer), merchantPlan(merchantId, body.plan)]);
  const authorization = body.authorization ? await usableAuthorization(merchantId, body.authorization, customer.email) : await newestAuthorization(merchantId, customer);
  const { data: existing } = await Subscription.query
    .byCustomer({ customerCode: customer.customerCode })
    .where(({ planCode, renewal }, { eq }) => `${eq(planCode, plan.planCode)} AND ${eq(renewal, 'scheduled')}`)
    .go({ pages: 'all' });
  if (existing.length > 0) throw new BadRequestError('This subscription is already in place.', [{ path: 'plan', message: 'customer already subscribed' }]);
  const now = new Date();
  const start = body.start_date ? new Date(body.start_date) : now;
  const subscription = newSubscription({
    merchantId,
    domain: merchant.mode,
    customer,
    plan,
    authorizationCode: authorization.authorizationCode,
    nextPaymentDate: start.getTime() > now.getTime() ? start : now,
    now,
  });
  const event = merchant.webhookUrl
    ? newWebhookEvent({ merchantId, transactionId: 0, event: 'subscription.create', data: subscriptionView(subscription, { customer, plan, authorization }), now })
    : undefined;
  await runTransaction(
    payService.transaction.write(({ subscription: subscriptions, webhookEvent }) => [
      subscriptions.create(subscription).commit(),
      ...(event ? [webhookEvent.create(event).commit()] : []),
    ]),
  );
  return { ...subscriptionFields(subscription), customer: customer.customerId, plan: plan.planId, authorization: authorization.authorizationCode };
}

/** The first date on the subscription's schedule that is not in the past (where an enabled subscription resumes). */
function resumeDate(subscription: SubscriptionItem, now: Date): Date {
  let next = new Date(subscription.nextPaymentDate ?? now.toISOString());
  for (let step = 0; next.getTime() < now.getTime() && step < 100_000; step += 1) next = nextPaymentAfter(next, subscription.interval);
  return next;
}

const leaseWait = [200, 400, 800, 1600];

/**
 * Moves a subscription's status in one conditional write with its webhook, never while a renewal sweep holds it
 * (the sweep's lease lasts seconds: the move waits for it, then answers 409 if it is still held).
 */
async function moveSubscription(
  merchantId: string,
  body: ToggleSubscriptionBody,
  from: readonly SubscriptionItem['status'][],
  refusal: string,
  to: (subscription: SubscriptionItem, now: Date) => Partial<SubscriptionItem>,
  eventName?: 'subscription.disable',
): Promise<void> {
  for (let attempt = 0; ; attempt += 1) {
    const { data: subscription } = await Subscription.get({ subscriptionCode: body.code }).go({ consistent: true });
    if (!subscription || subscription.merchantId !== merchantId || subscription.emailToken !== body.token || !from.includes(subscription.status)) {
      throw new BadRequestError(refusal, [{ path: 'code', message: refusal }]);
    }
    const now = new Date();
    const held = subscription.claimToken !== undefined && Date.parse(subscription.dueAt) > now.getTime();
    if (!held) {
      const changes = { ...to(subscription, now), updatedAt: now.toISOString() };
      const moved = { ...subscription, ...changes };
      const merchant = await getMerchant(merchantId);
      const event = eventName && merchant.webhookUrl
        ? newWebhookEvent({ merchantId, transactionId: subscription.originTransactionId ?? 0, event: eventName, data: subscriptionView(moved, await contextOf(subscription)), now })
        : undefined;
      try {
        const outcome = await runTransaction(
          payService.transaction.write(({ subscription: subscriptions, webhookEvent }) => [
            subscriptions
              .patch({ subscriptionCode: subscription.subscriptionCode })
              .set(changes)
              .remove(['claimToken'])
              .where(({ status, dueAt }, { eq }) => `${eq(status, subscription.status)} AND ${eq(dueAt, subscription.dueAt)}`)
              .commit(),
            ...(event ? [webhookEvent.create(event).commit()] : []),
          ]),
        );
        if (!outcome.canceled) return;
      } catch (error) {
        if (!isConditionFailure(error) && !isTransactionCancelled(error)) throw error;
      }
    }
    const wait = leaseWait[attempt];
    if (wait === undefined) throw new ConflictError('The subscription is being renewed right now: try again in a moment');
    await new Promise((wake) => setTimeout(wake, wait));
  }
}

/** `POST /subscription/disable`: no charge ever again (`cancelled`), with `subscription.disable`. */
export function disableSubscription(merchantId: string, body: ToggleSubscriptionBody): Promise<void> {
  return moveSubscription(
    merchantId,
    body,
    ['active', 'attention', 'non-renewing'],
    'Subscription with code not found or already inactive',
    () => ({ status: 'cancelled', renewal: 'ended' }),
    'subscription.disable',
  );
}

/**
 * `POST /subscription/enable`: a cancelled subscription (or a non-renewing one with invoices left) is charged
 * again from the next date on its schedule that is not past.
 */
export function enableSubscription(merchantId: string, body: ToggleSubscriptionBody): Promise<void> {
  return moveSubscription(merchantId, body, ['cancelled', 'non-renewing'], 'Subscription with code not found or already active', (subscription, now) => {
    if (subscription.invoiceLimit > 0 && subscription.period >= subscription.invoiceLimit) {
      throw new BadRequestError('This subscription has raised all its invoices (invoice_limit) and cannot be enabled', [{ path: 'code', message: 'invoice limit reached' }]);
    }
    const next = resumeDate(subscription, now).toISOString();
    return { status: 'active', renewal: 'scheduled', nextPaymentDate: next, dueAt: next, failedAttempts: 0 };
  });
}
