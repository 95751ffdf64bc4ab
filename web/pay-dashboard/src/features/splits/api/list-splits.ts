import { useQuery } from '../../../../../src/lib/use-query';
import type { PageMeta } from '../../../lib/dashboard-api';
import { staffCall } from '../../../lib/staff-api';
import type { Split, SplitFilter } from './split-types';

export const splitsKey = 'dashboard:splits';

/** `GET /dashboard/api/splits`: one page of the merchant's splits for the filter. */
export async function listSplits(filter: SplitFilter): Promise<{ items: Split[]; meta: PageMeta }> {
  const answer = await staffCall<Split[]>('GET', '/splits', { query: { ...filter } });
  return { items: answer.data, meta: answer.meta ?? { total: answer.data.length, perPage: answer.data.length, page: 1, pageCount: 1 } };
}

export function useSplits(filter: SplitFilter) {
  return useQuery(`${splitsKey}?${JSON.stringify(filter)}`, () => listSplits(filter), { keepPrevious: true });
}
