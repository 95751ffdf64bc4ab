import type { StaffRole } from '../../../lib/staff-context';
import { staffCall } from '../../../lib/staff-api';

/** `POST /dashboard/api/team/invite` (owners): e-mails an invitation link with the role. */
export async function inviteTeammate(body: { email: string; role: StaffRole }): Promise<string> {
  return (await staffCall<unknown>('POST', '/team/invite', { body })).message;
}
