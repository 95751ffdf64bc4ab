import { useQuery } from '../../../../../src/lib/use-query';
import type { PageMeta } from '../../../lib/dashboard-api';
import { staffCall } from '../../../lib/staff-api';
import type { Subaccount } from './subaccount-types';

export interface SubaccountPage {
  items: Subaccount[];
  meta: PageMeta;
}

export const subaccountsKey = 'dashboard:subaccounts';

/** `GET /dashboard/api/subaccounts`: one page, newest first. */
export async function listSubaccounts(page: number, perPage: number): Promise<SubaccountPage> {
  const answer = await staffCall<Subaccount[]>('GET', '/subaccounts', { query: { page, perPage } });
  return { items: answer.data, meta: answer.meta ?? { total: answer.data.length, perPage, page, pageCount: 1 } };
}

export function useSubaccounts(page: number, perPage: number) {
  return useQuery(`${subaccountsKey}?page=${page}&perPage=${perPage}`, () => listSubaccounts(page, perPage), { keepPrevious: true });
}
