import type { ProcessorMode } from '../processor/processor-mode';
import type { TransactionTotalsQuery } from './list-contract';
import { figuresOf, type TransactionFigures } from './transaction-query';

export interface CurrencyAmount {
  currency: string;
  amount: number;
}

/**
 * `GET /transaction/totals` as Paystack answers it. Only successful transactions count. `total_volume` is
 * what customers paid (gross: refunds are not netted, as Paystack's total volume is the volume processed);
 * `pending_transfers` is what Pay still owes the merchant: the volume less Pay's fees and the processed
 * refunds (Pay pays nothing out yet, so all of it is pending). Kobo throughout.
 */
export interface TransactionTotals {
  total_transactions: number;
  unique_customers: number;
  total_volume: number;
  total_volume_by_currency: CurrencyAmount[];
  pending_transfers: number;
  pending_transfers_by_currency: CurrencyAmount[];
}

/** The kobo paid by the successful ones among `figures`. */
export function successfulVolume(figures: readonly Pick<TransactionFigures, 'amount' | 'status'>[]): number {
  return figures.reduce((sum, figure) => (figure.status === 'success' ? sum + figure.amount : sum), 0);
}

function byCurrency(amounts: ReadonlyMap<string, number>): CurrencyAmount[] {
  return [...amounts.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([currency, amount]) => ({ currency, amount }));
}

/** Pure: the totals of a merchant's transactions (any status; only successful ones count). */
export function totalsOf(figures: readonly Omit<TransactionFigures, 'createdAt'>[]): TransactionTotals {
  const volume = new Map<string, number>();
  const pending = new Map<string, number>();
  const customers = new Set<number>();
  let count = 0;
  for (const figure of figures) {
    if (figure.status !== 'success') continue;
    count += 1;
    if (figure.customerId !== undefined) customers.add(figure.customerId);
    volume.set(figure.currency, (volume.get(figure.currency) ?? 0) + figure.amount);
    const owed = Math.max(0, figure.amount - (figure.fees ?? 0) - (figure.refundedAmount ?? 0));
    pending.set(figure.currency, (pending.get(figure.currency) ?? 0) + owed);
  }
  const sum = (amounts: ReadonlyMap<string, number>) => [...amounts.values()].reduce((total, amount) => total + amount, 0);
  return {
    total_transactions: count,
    unique_customers: customers.size,
    total_volume: sum(volume),
    total_volume_by_currency: byCurrency(volume),
    pending_transfers: sum(pending),
    pending_transfers_by_currency: byCurrency(pending),
  };
}

/** `GET /transaction/totals` of the call's mode's transactions only. */
export async function transactionTotals(merchantId: string, query: TransactionTotalsQuery, mode: ProcessorMode): Promise<TransactionTotals> {
  return totalsOf(await figuresOf(merchantId, { from: query.from, to: query.to }, mode));
}
