import { useQuery } from '../../../../../src/lib/use-query';
import type { Me } from '../../../lib/staff-context';
import { staffCall } from '../../../lib/staff-api';

export const meKey = 'dashboard:me';

/** `GET /dashboard/api/me`: the signed-in staff member, their role and merchant. */
export async function getMe(): Promise<Me> {
  return (await staffCall<Me>('GET', '/me')).data;
}

export function useMe(enabled: boolean) {
  return useQuery(meKey, getMe, { enabled });
}
