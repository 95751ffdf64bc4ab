import { useQuery } from '../../../../../src/lib/use-query';
import { staffCall } from '../../../lib/staff-api';

export interface Bank {
  id: number;
  name: string;
  code: string;
}

/** `GET /dashboard/api/banks`: Pay's list of Nigeria's banks, for the recipient form. */
export async function listBanks(): Promise<Bank[]> {
  return (await staffCall<Bank[]>('GET', '/banks')).data;
}

export function useBanks() {
  return useQuery('dashboard:banks', listBanks);
}
