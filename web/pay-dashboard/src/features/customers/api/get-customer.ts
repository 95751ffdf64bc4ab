import { useQuery } from '../../../../../src/lib/use-query';
import { staffCall } from '../../../lib/staff-api';
import type { CustomerDetail } from './customer-types';
import { customersKey } from './list-customers';

export const customerKey = (code: string) => `${customersKey}/${code}`;

/** `GET /dashboard/api/customers/{email_or_code}`: the customer with their transactions, cards and subscriptions. */
export async function getCustomer(code: string): Promise<CustomerDetail> {
  return (await staffCall<CustomerDetail>('GET', `/customers/${encodeURIComponent(code)}`)).data;
}

export function useCustomer(code: string) {
  return useQuery(customerKey(code), () => getCustomer(code));
}
