import { useQuery } from '../../../../../src/lib/use-query';
import type { PageMeta } from '../../../lib/dashboard-api';
import { staffCall } from '../../../lib/staff-api';
import type { Subaccount } from './subaccount-types';

export interface SubaccountPage {
  items: Subaccount[];
  meta: PageMeta;
}

export const subaccountsKey = 'dashboard:subaccounts';

/** The list's query: paging, and `active` ('true' or 'false') to see only active or inactive ones. */
export interface SubaccountFilter {
  page: number;
  perPage: number;
  active?: 'true' | 'false';
}

/** `GET /dashboard/api/subaccounts`: one page, newest first. */
export async function listSubaccounts(filter: SubaccountFilter): Promise<SubaccountPage> {
  const answer = await staffCall<Subaccount[]>('GET', '/subaccounts', { query: { ...filter } });
  return { items: answer.data, meta: answer.meta ?? { total: answer.data.length, perPage: filter.perPage, page: filter.page, pageCount: 1 } };
}

export function useSubaccounts(filter: SubaccountFilter) {
  return useQuery(`${subaccountsKey}?${JSON.stringify(filter)}`, () => listSubaccounts(filter), { keepPrevious: true });
}
