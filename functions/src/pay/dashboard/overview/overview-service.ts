import { lagosDay, lagosDayStart, lastLagosDays } from '../../../lib/dates/lagos-calendar';
import { merchantBalances } from '../../transfer/balance-service';
import { figuresOf } from '../../transaction/transaction-query';
import { overviewDays, overviewOf, type OverviewFigures } from './overview-figures';

export interface Overview extends OverviewFigures {
  /** What `GET /balance` answers in NGN: what the merchant's next settlement would pay. */
  nextSettlement: { amount: number; currency: string };
}

/**
 * `GET /dashboard/api/overview`: one read of the last 30 Lagos days' transactions (only the fields the numbers
 * need, `figuresOf`) and the balance as `/balance` computes it.
 */
export async function merchantOverview(merchantId: string, now = new Date()): Promise<Overview> {
  const [firstDay = lagosDay(now)] = lastLagosDays(overviewDays, now);
  const from = lagosDayStart(firstDay).toISOString();
  const [figures, balances] = await Promise.all([figuresOf(merchantId, { from }), merchantBalances(merchantId)]);
  const ngn = balances.find((balance) => balance.currency === 'NGN');
  return { ...overviewOf(figures, now), nextSettlement: { amount: ngn?.balance ?? 0, currency: 'NGN' } };
}
