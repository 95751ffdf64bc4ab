import type { QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import { countMatches } from '../db/count-query';
import { Plan, type PlanItem } from '../db/plan';
import { Subscription } from '../db/subscription';
import { callingMerchant, type MerchantCaller } from '../merchant/merchant-service';
import { merchantPlan, newCode, newNumericId, planView, type PlanView } from '../shared/plan-record';
import type { CreatePlanBody, ListPlansQuery, UpdatePlanBody } from './contract';

export async function createPlan(caller: MerchantCaller, body: CreatePlanBody): Promise<PlanView> {
  const { merchantId } = caller;
  const merchant = await callingMerchant(caller);
  const now = new Date().toISOString();
  const { data } = await Plan.create({
    planCode: newCode('PLN'),
    planId: newNumericId(),
    merchantId,
    domain: merchant.mode ?? 'test',
    name: body.name,
    description: body.description ?? '',
    amount: body.amount,
    interval: body.interval,
    currency: body.currency ?? 'NGN',
    invoiceLimit: body.invoice_limit ?? 0,
    sendInvoices: body.send_invoices ?? true,
    sendSms: body.send_sms ?? true,
    createdAt: now,
    updatedAt: now,
  }).go();
  return planView(data);
}

/** A plan with its subscriptions, as the fetch and the list show it. */
async function withSubscriptions(plan: PlanItem) {
  const { data } = await Subscription.query.byPlan({ planCode: plan.planCode }).go({ order: 'desc', limit: 50 });
  return {
    ...planView(plan),
    subscriptions: data.map((subscription) => ({
      id: subscription.subscriptionId,
      subscription_code: subscription.subscriptionCode,
      status: subscription.status,
      amount: subscription.amount,
      quantity: subscription.quantity,
      customer: subscription.customerId,
      next_payment_date: subscription.nextPaymentDate ?? null,
      createdAt: subscription.createdAt,
    })),
  };
}

export async function fetchPlan(merchantId: string, idOrCode: string) {
  return withSubscriptions(await merchantPlan(merchantId, idOrCode));
}

/** A merchant's plans newest first, filtered by interval and amount, paged by `perPage`/`page` with `meta`. */
export async function listPlans(merchantId: string, query: ListPlansQuery) {
  const skipped = (query.page - 1) * query.perPage;
  const paging = { skipped, perPage: query.perPage, page: query.page };
  // Pay never archives a plan: every plan is active.
  if (query.status === 'archived') return { data: [], meta: { total: 0, ...paging, pageCount: 0 } };
  const filtered = Plan.query.byMerchant({ merchantId }).where(({ interval, amount }, { eq }) =>
    [query.interval ? eq(interval, query.interval) : '', query.amount !== undefined ? eq(amount, query.amount) : ''].filter(Boolean).join(' AND '),
  );
  const [total, { data }] = await Promise.all([
    countMatches(filtered.params<QueryCommandInput>({ order: 'desc' }), 'plan'),
    filtered.go({ order: 'desc', count: skipped + query.perPage, pages: 'all' }),
  ]);
  return {
    data: await Promise.all(data.slice(skipped, skipped + query.perPage).map(withSubscriptions)),
    meta: { total, ...paging, pageCount: Math.ceil(total / query.perPage) },
  };
}

/**
 * Updates a plan. Unless `update_existing_subscriptions` is false, its live subscriptions take the new amount
 * (× their quantity) and interval from their next charge on; answers how many did.
 */
export async function updatePlan(merchantId: string, idOrCode: string, body: UpdatePlanBody): Promise<number> {
  const plan = await merchantPlan(merchantId, idOrCode);
  const changes = {
    ...(body.name !== undefined ? { name: body.name } : {}),
    ...(body.description !== undefined ? { description: body.description } : {}),
    ...(body.amount !== undefined ? { amount: body.amount } : {}),
    ...(body.interval !== undefined ? { interval: body.interval } : {}),
    ...(body.currency !== undefined ? { currency: body.currency } : {}),
    ...(body.invoice_limit !== undefined ? { invoiceLimit: body.invoice_limit } : {}),
    ...(body.send_invoices !== undefined ? { sendInvoices: body.send_invoices } : {}),
    ...(body.send_sms !== undefined ? { sendSms: body.send_sms } : {}),
  };
  await Plan.patch({ planCode: plan.planCode }).set({ ...changes, updatedAt: new Date().toISOString() }).go();
  if (body.update_existing_subscriptions === false || (body.amount === undefined && body.interval === undefined)) return 0;
  const { data } = await Subscription.query
    .byPlan({ planCode: plan.planCode })
    .where(({ renewal }, { eq }) => eq(renewal, 'scheduled'))
    .go({ pages: 'all' });
  for (const subscription of data) {
    await Subscription.patch({ subscriptionCode: subscription.subscriptionCode })
      .set({
        ...(body.amount !== undefined ? { amount: body.amount * subscription.quantity } : {}),
        ...(body.interval !== undefined ? { interval: body.interval } : {}),
        updatedAt: new Date().toISOString(),
      })
      .go();
  }
  return data.length;
}
