import { useQuery } from '../../../../../src/lib/use-query';
import type { PageMeta } from '../../../lib/dashboard-api';
import { staffCall } from '../../../lib/staff-api';
import type { Transaction, TransactionFilter } from './transaction-types';

export interface TransactionPage {
  items: Transaction[];
  meta: PageMeta;
  totals: { count: number; volume: number };
}

export const transactionsKey = 'dashboard:transactions';

/** `GET /dashboard/api/transactions`: one page for the filter, with the filter's totals. */
export async function listTransactions(filter: TransactionFilter): Promise<TransactionPage> {
  const answer = await staffCall<Transaction[]>('GET', '/transactions', { query: { ...filter } });
  return {
    items: answer.data,
    meta: answer.meta ?? { total: answer.data.length, perPage: answer.data.length, page: 1, pageCount: 1 },
    totals: answer.totals ?? { count: answer.data.length, volume: answer.data.reduce((sum, item) => sum + item.amount, 0) },
  };
}

export function useTransactions(filter: TransactionFilter) {
  return useQuery(`${transactionsKey}?${JSON.stringify(filter)}`, () => listTransactions(filter), { keepPrevious: true });
}
