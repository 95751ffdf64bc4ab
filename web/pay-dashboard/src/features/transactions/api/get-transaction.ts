import { useQuery } from '../../../../../src/lib/use-query';
import { staffCall } from '../../../lib/staff-api';
import { transactionsKey } from './list-transactions';
import type { TransactionDetail } from './transaction-types';

export const transactionKey = (id: string) => `${transactionsKey}/${id}`;

/** `GET /dashboard/api/transactions/{id}`: the transaction with its timeline and refunds. */
export async function getTransaction(id: string): Promise<TransactionDetail> {
  return (await staffCall<TransactionDetail>('GET', `/transactions/${encodeURIComponent(id)}`)).data;
}

export function useTransaction(id: string) {
  return useQuery(transactionKey(id), () => getTransaction(id));
}
