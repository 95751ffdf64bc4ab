import { randomBytes, randomInt } from 'node:crypto';
import { NotFoundError } from '../../lib/http/errors';
import { Plan, type PlanInterval, type PlanItem } from '../db/plan';

/**
 * What every resource needs to know about a merchant's plans: finding one by id or code, the plan object
 * merchants see, codes and ids, and the calendar of its interval. The Plans API (`plan/`), subscriptions,
 * initialize and the renewal sweep build on it.
 */

const codeAlphabet = 'abcdefghijklmnopqrstuvwxyz0123456789';

/** `PREFIX_` and 15 random letters or digits, as Paystack's codes look (`PLN_…`, `SUB_…`). */
export function newCode(prefix: string): string {
  let code = `${prefix}_`;
  for (const byte of randomBytes(15)) code += codeAlphabet[byte % codeAlphabet.length];
  return code;
}

/** Numeric, as merchants' libraries expect, and random so that neighbours cannot be guessed. */
export function newNumericId(): number {
  return randomInt(1_000_000, 281_474_976_710_655);
}

/**
 * A merchant's plan by its code (`PLN_…`) or numeric id. Another merchant's plan is "not found", exactly like
 * one that does not exist.
 */
export async function merchantPlan(merchantId: string, idOrCode: string): Promise<PlanItem> {
  let planCode = idOrCode;
  if (/^\d+$/.test(idOrCode)) {
    const { data } = await Plan.query.byId({ planId: Number(idOrCode) }).go({ limit: 1 });
    planCode = data[0]?.planCode ?? '';
  }
  const { data } = planCode ? await Plan.get({ planCode }).go({ consistent: true }) : { data: null };
  if (!data || data.merchantId !== merchantId) throw new NotFoundError('Plan not found');
  return data;
}

/** The plan as the Plans API and a transaction's `plan_object` show it. */
export function planView(plan: PlanItem) {
  return {
    id: plan.planId,
    domain: plan.domain ?? 'test',
    name: plan.name,
    plan_code: plan.planCode,
    description: plan.description || null,
    amount: plan.amount,
    interval: plan.interval,
    invoice_limit: plan.invoiceLimit,
    send_invoices: plan.sendInvoices,
    send_sms: plan.sendSms,
    hosted_page: false,
    hosted_page_url: null,
    hosted_page_summary: null,
    currency: plan.currency,
    migrate: false,
    is_deleted: false,
    is_archived: false,
    createdAt: plan.createdAt,
    updatedAt: plan.updatedAt,
  };
}

export type PlanView = ReturnType<typeof planView>;

const monthsOf: Partial<Record<PlanInterval, number>> = { monthly: 1, quarterly: 3, biannually: 6, annually: 12 };
const hoursOf: Partial<Record<PlanInterval, number>> = { hourly: 1, daily: 24, weekly: 24 * 7 };

/**
 * The payment date one interval after `from`. Month-based intervals keep the day of the month, except that
 * days 29 to 31 bill on the 28th (Paystack's rule for monthly billing), so no month is ever skipped.
 */
export function nextPaymentAfter(from: Date, interval: PlanInterval): Date {
  const hours = hoursOf[interval];
  if (hours !== undefined) return new Date(from.getTime() + hours * 3_600_000);
  const next = new Date(from.getTime());
  const day = Math.min(next.getUTCDate(), 28);
  next.setUTCDate(1);
  next.setUTCMonth(next.getUTCMonth() + (monthsOf[interval] ?? 1));
  next.setUTCDate(day);
  return next;
}

/** Paystack's `cron_expression` for a subscription billed at `at` every `interval` (UTC). */
export function cronExpression(at: Date, interval: PlanInterval): string {
  const minute = at.getUTCMinutes();
  const hour = at.getUTCHours();
  const day = Math.min(at.getUTCDate(), 28);
  switch (interval) {
    case 'hourly':
      return `${minute} * * * *`;
    case 'daily':
      return `${minute} ${hour} * * *`;
    case 'weekly':
      return `${minute} ${hour} * * ${at.getUTCDay()}`;
    case 'monthly':
      return `${minute} ${hour} ${day} * *`;
    case 'quarterly':
      return `${minute} ${hour} ${day} */3 *`;
    case 'biannually':
      return `${minute} ${hour} ${day} */6 *`;
    case 'annually':
      return `${minute} ${hour} ${day} ${at.getUTCMonth() + 1} *`;
  }
}
