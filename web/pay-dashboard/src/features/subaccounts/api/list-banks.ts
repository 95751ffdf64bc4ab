import { useQuery } from '../../../../../src/lib/use-query';
import { staffCall } from '../../../lib/staff-api';
import type { Bank } from './subaccount-types';

/** `GET /dashboard/api/banks`: the banks a subaccount may settle to (Pay's list, as `GET /bank` answers it). */
export async function listBanks(): Promise<Bank[]> {
  return (await staffCall<Bank[]>('GET', '/banks')).data;
}

export function useBanks() {
  return useQuery('dashboard:banks', listBanks);
}
