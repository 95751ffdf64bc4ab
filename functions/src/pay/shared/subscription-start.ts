import type { CustomerItem } from '../db/customer';
import { Plan, type PlanInterval, type PlanItem } from '../db/plan';
import type { SubscriptionItem } from '../db/subscription';
import type { TransactionItem } from '../db/transaction';
import type { NewWebhookEvent } from '../webhook/outbox';
import { newWebhookEvent } from '../webhook/outbox';
import { nextPaymentAfter } from './plan-record';
import { newSubscription, subscriptionView, type SubscriptionContext } from './subscription-record';

export interface SubscriptionStart {
  subscription: SubscriptionItem;
  event?: NewWebhookEvent;
}

/**
 * The subscription a checkout's first success starts (initialize or `request_inline` with `plan`), for the
 * settlement to write in the SAME DynamoDB transaction as the success: the success write holds only once,
 * so the subscription and its `subscription.create` event are made exactly once, with no follow-up to lose.
 * The first charge is period 1; the next is at `start_date` when given (and later), else one interval on.
 * Nothing for a transaction without a plan, a renewal charge (it has its subscription), or no card to charge.
 */
export async function subscriptionStart(
  transaction: TransactionItem,
  customer: CustomerItem | undefined,
  authorization: SubscriptionContext['authorization'],
  webhookUrl: string | undefined,
  now: Date,
): Promise<SubscriptionStart | undefined> {
  if (!transaction.planCode || transaction.subscriptionCode || !authorization || !customer) return undefined;
  const { data: plan } = await Plan.get({ planCode: transaction.planCode }).go({ consistent: true });
  if (!plan) return undefined;
  const interval = (transaction.planInterval as PlanInterval | undefined) ?? plan.interval;
  const startDate = transaction.planStartDate ? new Date(transaction.planStartDate) : undefined;
  const nextPaymentDate = startDate && startDate.getTime() > now.getTime() ? startDate : nextPaymentAfter(now, interval);
  const subscription = newSubscription({
    merchantId: transaction.merchantId,
    domain: transaction.domain,
    customer,
    plan: plan satisfies PlanItem,
    authorizationCode: authorization.authorizationCode,
    quantity: transaction.quantity,
    interval,
    invoiceLimit: transaction.planInvoiceLimit,
    paidAt: now,
    nextPaymentDate,
    originTransactionId: transaction.transactionId,
    now,
  });
  const event = webhookUrl
    ? newWebhookEvent({
        merchantId: transaction.merchantId,
        transactionId: transaction.transactionId,
        event: 'subscription.create',
        data: subscriptionView(subscription, { customer, plan, authorization }),
        now,
      })
    : undefined;
  return { subscription, ...(event ? { event } : {}) };
}
