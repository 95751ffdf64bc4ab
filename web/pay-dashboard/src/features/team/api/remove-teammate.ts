import { staffCall } from '../../../lib/staff-api';

/** `DELETE /dashboard/api/team/{staffId}` (owners, never themselves): the teammate loses access at once. */
export async function removeTeammate(staffId: string): Promise<void> {
  await staffCall<unknown>('DELETE', `/team/${encodeURIComponent(staffId)}`);
}
