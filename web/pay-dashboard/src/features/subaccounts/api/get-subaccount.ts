import { useQuery } from '../../../../../src/lib/use-query';
import { staffCall } from '../../../lib/staff-api';
import { subaccountsKey } from './list-subaccounts';
import type { Subaccount } from './subaccount-types';

export const subaccountKey = (code: string) => `${subaccountsKey}/${code}`;

/** `GET /dashboard/api/subaccounts/{code}`. */
export async function getSubaccount(code: string): Promise<Subaccount> {
  return (await staffCall<Subaccount>('GET', `/subaccounts/${encodeURIComponent(code)}`)).data;
}

export function useSubaccount(code: string) {
  return useQuery(subaccountKey(code), () => getSubaccount(code));
}
