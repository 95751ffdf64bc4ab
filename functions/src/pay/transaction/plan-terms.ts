import { BadRequestError, NotFoundError } from '../../lib/http/errors';
import type { PlanInterval } from '../db/plan';
import type { TransactionItem } from '../db/transaction';
import { merchantPlan, planView } from '../shared/plan-record';

export interface PlanParameters {
  amount?: number | undefined;
  plan?: string | undefined;
  quantity?: number | undefined;
  invoice_limit?: number | undefined;
  start_date?: string | undefined;
  interval?: PlanInterval | undefined;
}

export type PlanTerms = Pick<TransactionItem, 'planCode' | 'planObject' | 'quantity' | 'planInterval' | 'planInvoiceLimit' | 'planStartDate'>;

const planOnly = ['quantity', 'invoice_limit', 'start_date', 'interval'] as const;

/**
 * What a new transaction charges and, with `plan`, the subscription its first success starts: the plan's
 * amount × `quantity` (the `amount` sent is replaced, as Paystack's initialize does), card only (a renewal
 * charges the card), with `invoice_limit`, `start_date` and `interval` overriding the plan's for this
 * subscription. Without a plan, those fields are refused rather than dropped.
 */
export async function planTerms(merchantId: string, body: PlanParameters): Promise<{ amount: number; terms?: PlanTerms }> {
  if (!body.plan) {
    const given = planOnly.find((field) => body[field] !== undefined);
    if (given) throw new BadRequestError(`${given} is only honoured with a plan: give plan (a plan code) too`, [{ path: given, message: 'needs plan' }]);
    if (body.amount === undefined) throw new BadRequestError('amount is required', [{ path: 'amount', message: 'amount is required' }]);
    return { amount: body.amount };
  }
  const plan = await merchantPlan(merchantId, body.plan).catch((error: unknown) => {
    throw error instanceof NotFoundError ? new BadRequestError('Plan not found', [{ path: 'plan', message: 'no such plan' }]) : error;
  });
  const quantity = body.quantity ?? 1;
  return {
    amount: plan.amount * quantity,
    terms: {
      planCode: plan.planCode,
      planObject: JSON.stringify(planView(plan)),
      quantity,
      ...(body.interval ? { planInterval: body.interval } : {}),
      ...(body.invoice_limit !== undefined ? { planInvoiceLimit: body.invoice_limit } : {}),
      ...(body.start_date ? { planStartDate: new Date(body.start_date).toISOString() } : {}),
    },
  };
}
