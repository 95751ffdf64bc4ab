import { revokePoolToken } from '../../../lib/auth/pool-revoke';
import { refreshSignIn } from '../../../lib/auth/pool-sign-in';
import { signInAgain } from '../../shared/staff-access';
import { staffPool } from '../staff/staff-pool';
import { sessionOf, staffOfTokens, type StaffSession } from '../staff/staff-session';

/** `POST /auth/refresh`: new tokens for a refresh token Cognito still accepts, of someone still on a team. */
export async function refreshStaffSession(refreshToken: string): Promise<StaffSession> {
  const tokens = await refreshSignIn(staffPool(), refreshToken);
  if (!tokens || !(await staffOfTokens(tokens))) throw signInAgain();
  return sessionOf(tokens, refreshToken);
}

/** `POST /auth/log-out`: the refresh token is revoked at Cognito; the dashboard forgets the access token. */
export async function logOutStaff(refreshToken: string | undefined): Promise<void> {
  if (refreshToken) await revokePoolToken(staffPool(), refreshToken);
}
