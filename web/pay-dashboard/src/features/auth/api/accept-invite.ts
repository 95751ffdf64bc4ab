import { callDashboard } from '../../../lib/dashboard-api';
import type { StaffSession } from '../../../lib/session-store';

/** `POST /dashboard/api/auth/accept-invite`: the invitation's token and a new password open the teammate's account. */
export async function acceptInvite(body: { token: string; password: string }): Promise<StaffSession> {
  return (await callDashboard<{ session: StaffSession }>('POST', '/auth/accept-invite', { body })).data.session;
}
