import { poolTokenVerifier, type PoolTokenVerifier } from '../../lib/auth/pool-token-verifier';
import { requireEnv } from '../../lib/env/env';
import { UnauthorizedError } from '../../lib/http/errors';
import type { StaffAuthenticator, StaffPrincipal } from '../../lib/http/http-route';
import { Staff, type StaffItem } from '../db/staff';

/** What every staff route answers without a usable session: the dashboard signs in again on it. */
export const signInAgain = () => new UnauthorizedError('Sign in again', { code: 'unauthorized', nextStep: 'Sign in to the dashboard again' });

let verifier: PoolTokenVerifier | undefined;

function staffTokenVerifier(): PoolTokenVerifier {
  verifier ??= poolTokenVerifier(requireEnv('STAFF_POOL_ID'), requireEnv('STAFF_POOL_CLIENT_ID'));
  return verifier;
}

export function staffPrincipal(item: StaffItem): StaffPrincipal {
  return { staffId: item.staffId, merchantId: item.merchantId, email: item.email, role: item.role, twoFactorEnabled: item.totpStatus === 'enabled' };
}

/**
 * The token check of every `merchant-staff` route: a valid access token of the staff pool, then the staff
 * member read from the table now (strongly consistent), so a removed teammate or a changed role counts from
 * the next call, whatever the token still says.
 */
export const authenticateStaff: StaffAuthenticator = async (token) => {
  if (!token) throw signInAgain();
  const claims = await staffTokenVerifier()(token);
  if (!claims) throw signInAgain();
  const { data } = await Staff.get({ staffId: claims.sub }).go({ consistent: true });
  if (!data) throw signInAgain();
  return staffPrincipal(data);
};
