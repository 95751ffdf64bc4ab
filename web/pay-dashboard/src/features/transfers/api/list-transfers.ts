import { useQuery } from '../../../../../src/lib/use-query';
import type { PageMeta } from '../../../lib/dashboard-api';
import { staffCall } from '../../../lib/staff-api';
import type { Transfer, TransferFilter } from './transfer-types';

export const transfersKey = 'dashboard:transfers';

/** `GET /dashboard/api/transfers`: one page of the merchant's transfers, newest first, for the filter. */
export async function listTransfers(filter: TransferFilter): Promise<{ items: Transfer[]; meta: PageMeta }> {
  const answer = await staffCall<Transfer[]>('GET', '/transfers', { query: { ...filter } });
  return { items: answer.data, meta: answer.meta ?? { total: answer.data.length, perPage: answer.data.length, page: 1, pageCount: 1 } };
}

export function useTransfers(filter: TransferFilter) {
  return useQuery(`${transfersKey}?${JSON.stringify(filter)}`, () => listTransfers(filter), { keepPrevious: true });
}
