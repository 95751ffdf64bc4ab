import { callDashboard } from '../../../lib/dashboard-api';
import type { StaffSession } from '../../../lib/session-store';

/** `POST /dashboard/api/auth/log-in-totp`: the authenticator app's code answers the sign-in challenge. */
export async function logInTotp(body: { challenge: string; code: string }): Promise<StaffSession> {
  return (await callDashboard<{ session: StaffSession }>('POST', '/auth/log-in-totp', { body })).data.session;
}
