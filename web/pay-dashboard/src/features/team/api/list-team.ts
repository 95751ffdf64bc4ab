import { useQuery } from '../../../../../src/lib/use-query';
import type { StaffRole } from '../../../lib/staff-context';
import { staffCall } from '../../../lib/staff-api';

export interface Teammate {
  staffId: string;
  email: string;
  role: StaffRole;
  status: 'active' | 'invited';
  createdAt: string;
}

export const teamKey = 'dashboard:team';

/** `GET /dashboard/api/team` (owners): everyone on the merchant's team, invited or active. */
export async function listTeam(): Promise<Teammate[]> {
  return (await staffCall<Teammate[]>('GET', '/team')).data;
}

export function useTeam() {
  return useQuery(teamKey, listTeam);
}
