import { useQuery } from '../../../../../src/lib/use-query';
import type { PageMeta } from '../../../lib/dashboard-api';
import { staffCall } from '../../../lib/staff-api';
import type { Customer, CustomerFilter } from './customer-types';

export interface CustomerPage {
  items: Customer[];
  meta: PageMeta;
}

export const customersKey = 'dashboard:customers';

/** `GET /dashboard/api/customers`: one page of the merchant's customers, newest first, for the e-mail search. */
export async function listCustomers(filter: CustomerFilter): Promise<CustomerPage> {
  const answer = await staffCall<Customer[]>('GET', '/customers', { query: { ...filter } });
  return { items: answer.data, meta: answer.meta ?? { total: answer.data.length, perPage: answer.data.length, page: 1, pageCount: 1 } };
}

export function useCustomers(filter: CustomerFilter) {
  return useQuery(`${customersKey}?${JSON.stringify(filter)}`, () => listCustomers(filter), { keepPrevious: true });
}
