import { callDashboard } from '../../../lib/dashboard-api';
import type { StaffSession } from '../../../lib/session-store';

export type LogInAnswer = { session: StaffSession } | { challenge: string; twoFactor: true };

/** `POST /dashboard/api/auth/log-in`: a session, or a challenge when two-factor sign-in is on. */
export async function logIn(body: { email: string; password: string }): Promise<LogInAnswer> {
  return (await callDashboard<LogInAnswer>('POST', '/auth/log-in', { body })).data;
}
