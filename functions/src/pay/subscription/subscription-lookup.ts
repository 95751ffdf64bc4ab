import { NotFoundError } from '../../lib/http/errors';
import { Authorization } from '../db/authorization';
import { Invoice } from '../db/invoice';
import { Plan } from '../db/plan';
import { Subscription, type SubscriptionItem } from '../db/subscription';
import { customerByEmail } from '../shared/customer-record';
import { invoiceView, subscriptionView, type SubscriptionContext } from '../shared/subscription-record';

/** A merchant's subscription by code or numeric id; another merchant's is "not found", like one that does not exist. */
export async function merchantSubscription(merchantId: string, idOrCode: string): Promise<SubscriptionItem> {
  let subscriptionCode = idOrCode;
  if (/^\d+$/.test(idOrCode)) {
    const { data } = await Subscription.query.byId({ subscriptionId: Number(idOrCode) }).go({ limit: 1 });
    subscriptionCode = data[0]?.subscriptionCode ?? '';
  }
  const { data } = subscriptionCode ? await Subscription.get({ subscriptionCode }).go({ consistent: true }) : { data: null };
  if (!data || data.merchantId !== merchantId) throw new NotFoundError('Subscription not found');
  return data;
}

/** The customer, plan and card a subscription's objects show. */
export async function contextOf(subscription: SubscriptionItem): Promise<SubscriptionContext> {
  const [customer, plan, authorization] = await Promise.all([
    customerByEmail(subscription.merchantId, subscription.email),
    Plan.get({ planCode: subscription.planCode }).go(),
    Authorization.get({ authorizationCode: subscription.authorizationCode }).go(),
  ]);
  return { customer, plan: plan.data ?? undefined, authorization: authorization.data ?? undefined };
}

/** The subscription as the list shows it: with its customer, plan and card. */
export async function listedSubscription(subscription: SubscriptionItem) {
  return subscriptionView(subscription, await contextOf(subscription));
}

/** The subscription as the fetch shows it: with its invoices, newest first, and the most recent one. */
export async function fetchSubscription(merchantId: string, idOrCode: string) {
  const subscription = await merchantSubscription(merchantId, idOrCode);
  const context = await contextOf(subscription);
  const { data: invoices } = await Invoice.query.bySubscription({ subscriptionCode: subscription.subscriptionCode }).go({ order: 'desc', limit: 50 });
  const views = invoices.map((invoice) => invoiceView(invoice, subscription, context, invoice.reference ? { reference: invoice.reference, status: invoice.status } : undefined));
  return { ...subscriptionView(subscription, context), invoices: views, most_recent_invoice: views[0] ?? null };
}
