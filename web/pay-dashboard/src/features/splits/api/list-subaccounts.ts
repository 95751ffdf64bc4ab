import { useQuery } from '../../../../../src/lib/use-query';
import { staffCall } from '../../../lib/staff-api';

export interface SubaccountChoice {
  subaccount_code: string;
  business_name: string;
  active: boolean;
}

/** `GET /dashboard/api/subaccounts`: the merchant's subaccounts, offered as suggestions where a split names one. */
export async function listSubaccountChoices(): Promise<SubaccountChoice[]> {
  return (await staffCall<SubaccountChoice[]>('GET', '/subaccounts', { query: { perPage: 100 } })).data;
}

export function useSubaccountChoices() {
  return useQuery('dashboard:subaccounts?choices', listSubaccountChoices);
}
