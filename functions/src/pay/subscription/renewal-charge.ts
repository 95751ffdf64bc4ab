import { HttpError } from '../../lib/http/errors';
import { Invoice, type InvoiceItem } from '../db/invoice';
import { payService } from '../db/pay-service';
import type { SubscriptionItem } from '../db/subscription';
import { Transaction, type TransactionItem } from '../db/transaction';
import { TransactionReference } from '../db/transaction-reference';
import { getMerchant } from '../merchant/merchant-service';
import { chargeWithAuthorization } from '../payment/card-charge';
import { settle } from '../payment/settlement';
import { nextPaymentAfter } from '../shared/plan-record';
import { invoiceCodeOf, invoiceIdOf, invoiceView, renewalReference, type SubscriptionContext } from '../shared/subscription-record';
import { usableAuthorization } from '../transaction/authorization-check-service';
import { createTransaction } from '../transaction/transaction-create';
import { newWebhookEvent } from '../webhook/outbox';

/**
 * One renewal's invoice and charge, for `renewal-service.ts` (which holds the subscription's lease meanwhile).
 * The invoice is one per (subscription, period) and each attempt's transaction reference is derived from it,
 * so a sweep that died anywhere is redone by the next one without a second invoice or a second charge:
 * an attempt whose transaction exists is read back (and charged only if it is still pending).
 */

export interface RenewalPeriod {
  period: number;
  attempt: number;
  invoiceCode: string;
  periodStart: Date;
  periodEnd: Date;
}

export function renewalPeriod(subscription: SubscriptionItem, now: Date): RenewalPeriod {
  const period = subscription.period + 1;
  const periodStart = new Date(subscription.nextPaymentDate ?? now.toISOString());
  return {
    period,
    attempt: subscription.failedAttempts + 1,
    invoiceCode: invoiceCodeOf(subscription.subscriptionCode, period),
    periodStart,
    periodEnd: nextPaymentAfter(periodStart, subscription.interval),
  };
}

/**
 * The period's invoice, made with its `invoice.create` webhook in one transaction the first time (Pay sends
 * `invoice.create` when it charges, not days before as Paystack does), and only while this sweep holds the lease.
 */
export async function openInvoice(subscription: SubscriptionItem, claimToken: string, due: RenewalPeriod, context: SubscriptionContext, now: Date): Promise<InvoiceItem | undefined> {
  const { data: existing } = await Invoice.get({ invoiceCode: due.invoiceCode }).go({ consistent: true });
  if (existing) return existing;
  const invoice: InvoiceItem = {
    invoiceCode: due.invoiceCode,
    invoiceId: invoiceIdOf(due.invoiceCode),
    merchantId: subscription.merchantId,
    subscriptionCode: subscription.subscriptionCode,
    period: due.period,
    amount: subscription.amount,
    status: 'pending',
    attempts: 0,
    periodStart: due.periodStart.toISOString(),
    periodEnd: due.periodEnd.toISOString(),
    description: `Period ${due.period} of ${subscription.planCode}`,
    createdAt: now.toISOString(),
    updatedAt: now.toISOString(),
  };
  const merchant = await getMerchant(subscription.merchantId);
  const event = merchant.webhookUrl
    ? newWebhookEvent({ merchantId: subscription.merchantId, transactionId: 0, event: 'invoice.create', data: invoiceView(invoice, { ...subscription, openInvoice: invoice.invoiceCode }, context) })
    : undefined;
  const outcome = await payService.transaction
    .write(({ invoice: invoices, subscription: subscriptions, webhookEvent }) => [
      invoices.create(invoice).commit(),
      subscriptions
        .patch({ subscriptionCode: subscription.subscriptionCode })
        .set({ openInvoice: invoice.invoiceCode })
        .where(({ claimToken: holder }, { eq }) => eq(holder, claimToken))
        .commit(),
      ...(event ? [webhookEvent.create(event).commit()] : []),
    ])
    .go();
  return outcome.canceled ? undefined : invoice;
}

/** The processor's idempotency key of a renewal attempt: derived from the invoice and the attempt, like its reference. */
export function renewalChargeKey(invoice: Pick<InvoiceItem, 'invoiceCode'>, attempt: number): string {
  return `pay-renewal-${renewalReference(invoice.invoiceCode, attempt)}`;
}

export interface ChargeOutcome {
  status: 'success' | 'failed';
  transaction?: TransactionItem;
  message: string;
}

async function attemptTransaction(subscription: SubscriptionItem, reference: string, invoice: InvoiceItem): Promise<TransactionItem> {
  const { data: claimed } = await TransactionReference.get({ merchantId: subscription.merchantId, reference }).go({ consistent: true });
  if (claimed) {
    const { data } = await Transaction.get({ transactionId: claimed.transactionId }).go({ consistent: true });
    if (data) return data;
  }
  return createTransaction({
    merchant: await getMerchant(subscription.merchantId),
    mode: subscription.domain ?? 'test',
    email: subscription.email,
    amount: subscription.amount,
    reference,
    metadata: JSON.stringify({ subscription_code: subscription.subscriptionCode, invoice_code: invoice.invoiceCode }),
    source: 'authorization',
    plan: { planCode: subscription.planCode, subscriptionCode: subscription.subscriptionCode, invoiceCode: invoice.invoiceCode, quantity: subscription.quantity },
  });
}

/**
 * Charges the attempt through the charge-authorization path (`payment/card-charge.ts`): the card must still be
 * usable (not deactivated, not expired, the customer not denied), otherwise the attempt fails with the reason.
 */
export async function chargeAttempt(subscription: SubscriptionItem, invoice: InvoiceItem, due: RenewalPeriod): Promise<ChargeOutcome> {
  let transaction: TransactionItem;
  try {
    transaction = await attemptTransaction(subscription, renewalReference(invoice.invoiceCode, due.attempt), invoice);
  } catch (error) {
    if (error instanceof HttpError) return { status: 'failed', message: error.message };
    throw error;
  }
  if (transaction.status === 'pending') {
    try {
      const authorization = await usableAuthorization(subscription.merchantId, subscription.authorizationCode, subscription.email);
      const card = { bin: authorization.bin, last4: authorization.last4, brand: authorization.brand, expMonth: authorization.expMonth, expYear: authorization.expYear };
      // The processor's idempotency key is the attempt's reference, derived from the invoice (`renewalReference`):
      // a sweep that dies between this charge and settle's write is redone by the next one with the same key, so
      // the card is charged once per attempt (docs/pay.md §12, "Retries and crashes").
      transaction = await chargeWithAuthorization(transaction, authorization.authorizationCode, card, renewalChargeKey(invoice, due.attempt));
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      // Refused before the charge (or lost to a concurrent settlement): the attempt ends as its transaction stands.
      const { data: still } = await Transaction.get({ transactionId: transaction.transactionId }).go({ consistent: true });
      transaction = still?.status === 'pending' ? await settle(still, 'failed', { channel: 'card', gatewayResponse: error.message }) : (still ?? transaction);
    }
  }
  return transaction.status === 'success'
    ? { status: 'success', transaction, message: transaction.gatewayResponse ?? 'Approved' }
    : { status: 'failed', transaction, message: transaction.gatewayResponse ?? 'Declined' };
}
