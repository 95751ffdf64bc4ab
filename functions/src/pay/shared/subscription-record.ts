import { createHash, randomBytes } from 'node:crypto';
import type { AuthorizationItem } from '../db/authorization';
import type { CustomerItem } from '../db/customer';
import type { InvoiceItem } from '../db/invoice';
import type { PlanInterval, PlanItem } from '../db/plan';
import type { SubscriptionItem } from '../db/subscription';
import { customerView } from './customer-record';
import { cronExpression, newCode, newNumericId, planView } from './plan-record';

/**
 * What every resource needs to know about subscriptions: how one is made (by the API or by a checkout's
 * first success), and the objects merchants see in answers and webhooks.
 */

/** Paystack's `email_token`: what `enable` and `disable` ask for besides the code. */
export function newEmailToken(): string {
  return randomBytes(12).toString('hex');
}

/** The invoice of a subscription's period: one code per (subscription, period), so a retried sweep finds it. */
export function invoiceCodeOf(subscriptionCode: string, period: number): string {
  return `INV_${createHash('sha256').update(`${subscriptionCode}:${period}`).digest('hex').slice(0, 15)}`;
}

/** A numeric invoice id derived from its code (stable across retries). */
export function invoiceIdOf(invoiceCode: string): number {
  return Number.parseInt(createHash('sha256').update(invoiceCode).digest('hex').slice(0, 12), 16);
}

/** The transaction reference of an invoice's attempt: a retried sweep of the same attempt meets its own reference. */
export function renewalReference(invoiceCode: string, attempt: number): string {
  return `${invoiceCode}-${attempt}`;
}

export interface NewSubscriptionInput {
  merchantId: string;
  domain: SubscriptionItem['domain'];
  customer: Pick<CustomerItem, 'email' | 'customerCode' | 'customerId'>;
  plan: Pick<PlanItem, 'planCode' | 'planId' | 'amount' | 'interval' | 'invoiceLimit'>;
  authorizationCode: string;
  quantity?: number | undefined;
  interval?: PlanInterval | undefined;
  invoiceLimit?: number | undefined;
  /** The first charge already made (a checkout's): period 1 is paid. */
  paidAt?: Date | undefined;
  /** When the sweep charges next: `start_date`, else now (API) or one interval after the first charge (checkout). */
  nextPaymentDate: Date;
  originTransactionId?: number | undefined;
  now: Date;
}

/** The attribute values of a new active subscription, for `Subscription.create` or a transaction write. */
export function newSubscription(input: NewSubscriptionInput): SubscriptionItem {
  const quantity = input.quantity ?? 1;
  const interval = input.interval ?? input.plan.interval;
  const invoiceLimit = input.invoiceLimit ?? input.plan.invoiceLimit;
  const paid = input.paidAt !== undefined;
  const limitReached = paid && invoiceLimit > 0 && invoiceLimit <= 1;
  const now = input.now.toISOString();
  return {
    subscriptionCode: newCode('SUB'),
    subscriptionId: newNumericId(),
    merchantId: input.merchantId,
    domain: input.domain ?? 'test',
    email: input.customer.email,
    customerCode: input.customer.customerCode,
    customerId: input.customer.customerId,
    planCode: input.plan.planCode,
    planId: input.plan.planId,
    amount: input.plan.amount * quantity,
    quantity,
    interval,
    invoiceLimit,
    authorizationCode: input.authorizationCode,
    emailToken: newEmailToken(),
    status: limitReached ? 'non-renewing' : 'active',
    period: paid ? 1 : 0,
    paymentsCount: paid ? 1 : 0,
    failedAttempts: 0,
    startAt: (input.paidAt ?? input.nextPaymentDate).toISOString(),
    nextPaymentDate: input.nextPaymentDate.toISOString(),
    renewal: 'scheduled',
    dueAt: input.nextPaymentDate.toISOString(),
    ...(input.originTransactionId !== undefined ? { originTransactionId: input.originTransactionId } : {}),
    createdAt: now,
    updatedAt: now,
  };
}

/** A saved card as subscriptions and the customer fetch show it (never the number). */
export type SubscriptionAuthorization = Pick<AuthorizationItem, 'authorizationCode' | 'bin' | 'last4' | 'expMonth' | 'expYear' | 'brand' | 'reusable'> &
  Partial<Pick<AuthorizationItem, 'bank' | 'countryCode' | 'signature' | 'accountName'>>;

export function subscriptionAuthorizationView(authorization: SubscriptionAuthorization | undefined) {
  return authorization ? savedCardView(authorization) : {};
}

export function savedCardView(authorization: SubscriptionAuthorization) {
  return {
    authorization_code: authorization.authorizationCode,
    bin: authorization.bin,
    last4: authorization.last4,
    exp_month: authorization.expMonth,
    exp_year: authorization.expYear,
    channel: 'card',
    card_type: authorization.brand,
    bank: authorization.bank ?? null,
    country_code: authorization.countryCode ?? null,
    brand: authorization.brand,
    reusable: authorization.reusable,
    signature: authorization.signature ?? null,
    account_name: authorization.accountName ?? null,
  };
}

/** The subscription's own fields (no customer, plan or card), as every subscription object starts. */
export function subscriptionFields(subscription: SubscriptionItem) {
  return {
    id: subscription.subscriptionId,
    domain: subscription.domain ?? 'test',
    status: subscription.status,
    subscription_code: subscription.subscriptionCode,
    email_token: subscription.emailToken,
    amount: subscription.amount,
    quantity: subscription.quantity,
    invoice_limit: subscription.invoiceLimit,
    payments_count: subscription.paymentsCount,
    cron_expression: cronExpression(new Date(subscription.startAt), subscription.interval),
    next_payment_date: subscription.renewal === 'scheduled' ? (subscription.nextPaymentDate ?? null) : null,
    open_invoice: subscription.openInvoice ?? null,
    start: Math.floor(Date.parse(subscription.startAt) / 1000),
    split_code: null,
    createdAt: subscription.createdAt,
    updatedAt: subscription.updatedAt,
  };
}

export interface SubscriptionContext {
  customer?: CustomerItem | undefined;
  plan?: PlanItem | undefined;
  authorization?: SubscriptionAuthorization | undefined;
}

/** A subscription with its customer, plan and card: the API's objects and the `subscription.*` webhooks' data. */
export function subscriptionView(subscription: SubscriptionItem, context: SubscriptionContext) {
  return {
    ...subscriptionFields(subscription),
    customer: context.customer ? customerView(context.customer) : { id: subscription.customerId, customer_code: subscription.customerCode, email: subscription.email },
    plan: context.plan ? { ...planView(context.plan), interval: subscription.interval } : { plan_code: subscription.planCode, id: subscription.planId },
    authorization: subscriptionAuthorizationView(context.authorization),
  };
}

/** An invoice as the `invoice.*` webhooks and a subscription's `invoices` show it. */
export function invoiceView(invoice: InvoiceItem, subscription: SubscriptionItem, context: SubscriptionContext, transaction?: { reference: string; status: string }) {
  return {
    domain: subscription.domain ?? 'test',
    invoice_code: invoice.invoiceCode,
    id: invoice.invoiceId,
    amount: invoice.amount,
    period_start: invoice.periodStart,
    period_end: invoice.periodEnd,
    status: invoice.status,
    paid: invoice.status === 'success',
    paid_at: invoice.paidAt ?? null,
    description: invoice.description || null,
    authorization: subscriptionAuthorizationView(context.authorization),
    subscription: subscriptionFields(subscription),
    customer: context.customer ? customerView(context.customer) : { id: subscription.customerId, customer_code: subscription.customerCode, email: subscription.email },
    transaction: transaction ? { reference: transaction.reference, status: transaction.status, amount: invoice.amount, currency: 'NGN' } : {},
    created_at: invoice.createdAt,
  };
}
