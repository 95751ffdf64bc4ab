import { randomUUID } from 'node:crypto';
import { isConditionFailure } from '../../lib/db/condition-failure';
import { earliestTime } from '../../lib/db/due-range';
import type { InvoiceItem } from '../db/invoice';
import { payService } from '../db/pay-service';
import { Subscription, type SubscriptionItem } from '../db/subscription';
import { getMerchant } from '../merchant/merchant-service';
import { invoiceView, subscriptionView, type SubscriptionContext } from '../shared/subscription-record';
import { newWebhookEvent, type NewWebhookEvent } from '../webhook/outbox';
import { chargeAttempt, openInvoice, renewalPeriod, type ChargeOutcome, type RenewalPeriod } from './renewal-charge';
import { contextOf } from './subscription-lookup';

/**
 * The renewal sweep (docs/pay.md, Plans and subscriptions). Subscriptions due at `now` come from the `byDue`
 * index (no scan); each is claimed with a conditional write that moves its `dueAt` to the end of a lease under
 * a fresh `claimToken`, so two sweeps never work on one, and one that dies leaves it due again when the lease
 * ends. Then: a non-renewing subscription whose last period ended is completed (`subscription.disable`); any
 * other gets its period's invoice (`invoice.create`) and a charge of its saved card; the outcome moves the
 * invoice, the subscription's next date and status and the webhooks in ONE transaction, conditional on the
 * lease. `now` is a parameter so tests can make time pass (the Lambda and the local poller pass the clock).
 *
 * A failed charge is retried a day later, three attempts per invoice in all, the subscription in `attention`
 * meanwhile; after the third the invoice stays failed and the subscription waits for its next period.
 */

export const leaseMs = 2 * 60_000;
export const maxAttempts = 3;
export const retryDelayMs = 24 * 3_600_000;
const sweepLimit = 25;

export type RenewalOutcome = 'charged' | 'failed' | 'completed' | 'skipped';

export async function processDueRenewals(now = new Date()): Promise<Record<RenewalOutcome, number>> {
  const counts: Record<RenewalOutcome, number> = { charged: 0, failed: 0, completed: 0, skipped: 0 };
  const { data } = await Subscription.query.byDue({ renewal: 'scheduled' }).between({ dueAt: earliestTime }, { dueAt: now.toISOString() }).go({ limit: sweepLimit });
  for (const due of data) counts[await renewSubscription(due.subscriptionCode, now)] += 1;
  return counts;
}

/** Claims the subscription for this sweep, or undefined when it is not due or another sweep holds it. */
async function claim(subscriptionCode: string, now: Date): Promise<{ subscription: SubscriptionItem; token: string } | undefined> {
  const { data: subscription } = await Subscription.get({ subscriptionCode }).go({ consistent: true });
  if (!subscription || subscription.renewal !== 'scheduled' || Date.parse(subscription.dueAt) > now.getTime()) return undefined;
  const token = randomUUID();
  const dueAt = new Date(now.getTime() + leaseMs).toISOString();
  try {
    await Subscription.patch({ subscriptionCode })
      .set({ claimToken: token, dueAt })
      .where(({ dueAt: current, renewal, status }, { eq }) => `${eq(current, subscription.dueAt)} AND ${eq(renewal, 'scheduled')} AND ${eq(status, subscription.status)}`)
      .go();
  } catch (error) {
    if (isConditionFailure(error)) return undefined;
    throw error;
  }
  return { subscription: { ...subscription, claimToken: token, dueAt }, token };
}

export async function renewSubscription(subscriptionCode: string, now: Date): Promise<RenewalOutcome> {
  const claimed = await claim(subscriptionCode, now);
  if (!claimed) return 'skipped';
  const { subscription, token } = claimed;
  const context = await contextOf(subscription);
  if (subscription.status === 'non-renewing') return complete(subscription, token, context, now);
  const due = renewalPeriod(subscription, now);
  const invoice = await openInvoice(subscription, token, due, context, now);
  if (!invoice) return 'skipped';
  const outcome = await chargeAttempt(subscription, invoice, due);
  return recordOutcome(subscription, token, invoice, due, outcome, context, now);
}

async function webhookUrlOf(subscription: SubscriptionItem): Promise<string | undefined> {
  return (await getMerchant(subscription.merchantId)).webhookUrl;
}

/** Writes the subscription's move, conditional on this sweep's lease, with its webhooks; false when the lease was lost. */
async function commit(subscription: SubscriptionItem, token: string, changes: Partial<SubscriptionItem>, events: NewWebhookEvent[], invoice?: { code: string; changes: Partial<InvoiceItem> }): Promise<boolean> {
  try {
    const outcome = await payService.transaction
      .write(({ subscription: subscriptions, invoice: invoices, webhookEvent }) => [
        subscriptions
          .patch({ subscriptionCode: subscription.subscriptionCode })
          .set(changes)
          .remove(['claimToken', ...(changes.openInvoice === undefined ? (['openInvoice'] as const) : [])])
          .where(({ claimToken }, { eq }) => eq(claimToken, token))
          .commit(),
        ...(invoice
          ? [invoices.patch({ invoiceCode: invoice.code }).set(invoice.changes).where(({ status }, { eq }) => eq(status, 'pending')).commit()]
          : []),
        ...events.map((event) => webhookEvent.create(event).commit()),
      ])
      .go();
    return !outcome.canceled;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

/** The last paid period of a subscription that renews no more has ended: `completed`, with `subscription.disable`. */
async function complete(subscription: SubscriptionItem, token: string, context: SubscriptionContext, now: Date): Promise<RenewalOutcome> {
  const changes = { status: 'completed' as const, renewal: 'ended' as const, dueAt: subscription.nextPaymentDate ?? now.toISOString(), updatedAt: now.toISOString() };
  const webhookUrl = await webhookUrlOf(subscription);
  const events = webhookUrl
    ? [newWebhookEvent({ merchantId: subscription.merchantId, transactionId: subscription.originTransactionId ?? 0, event: 'subscription.disable', data: subscriptionView({ ...subscription, ...changes }, context) })]
    : [];
  return (await commit(subscription, token, changes, events)) ? 'completed' : 'skipped';
}

async function recordOutcome(
  subscription: SubscriptionItem,
  token: string,
  invoice: InvoiceItem,
  due: RenewalPeriod,
  outcome: ChargeOutcome,
  context: SubscriptionContext,
  now: Date,
): Promise<RenewalOutcome> {
  const paid = outcome.status === 'success';
  const retry = !paid && due.attempt < maxAttempts;
  // A paid period, or one given up after its last attempt, moves the subscription on to the next period.
  const limitReached = !retry && subscription.invoiceLimit > 0 && due.period >= subscription.invoiceLimit;
  const at = now.toISOString();
  const transaction = outcome.transaction;
  const invoiceChanges: Partial<InvoiceItem> = {
    attempts: due.attempt,
    updatedAt: at,
    ...(transaction ? { transactionId: transaction.transactionId, reference: transaction.reference, amount: transaction.amount } : {}),
    ...(paid ? { status: 'success' as const, paidAt: transaction?.paidAt ?? at } : retry ? {} : { status: 'failed' as const }),
  };
  const changes: Partial<SubscriptionItem> = retry
    ? { status: 'attention', failedAttempts: due.attempt, dueAt: new Date(now.getTime() + retryDelayMs).toISOString(), openInvoice: invoice.invoiceCode, updatedAt: at }
    : {
        status: limitReached ? 'non-renewing' : paid ? 'active' : 'attention',
        period: due.period,
        paymentsCount: subscription.paymentsCount + (paid ? 1 : 0),
        failedAttempts: 0,
        nextPaymentDate: due.periodEnd.toISOString(),
        dueAt: due.periodEnd.toISOString(),
        updatedAt: at,
      };
  const moved = { ...subscription, ...changes };
  const webhookUrl = await webhookUrlOf(subscription);
  const event = (name: 'invoice.update' | 'invoice.payment_failed' | 'subscription.not_renew', data: unknown) =>
    newWebhookEvent({ merchantId: subscription.merchantId, transactionId: transaction?.transactionId ?? 0, event: name, data });
  const invoiceData = invoiceView({ ...invoice, ...invoiceChanges }, moved, context, transaction ? { reference: transaction.reference, status: transaction.status } : undefined);
  const events = webhookUrl
    ? [
        event(paid ? 'invoice.update' : 'invoice.payment_failed', invoiceData),
        ...(limitReached ? [event('subscription.not_renew', subscriptionView(moved, context))] : []),
      ]
    : [];
  if (!(await commit(subscription, token, changes, events, { code: invoice.invoiceCode, changes: invoiceChanges }))) return 'skipped';
  return paid ? 'charged' : 'failed';
}
