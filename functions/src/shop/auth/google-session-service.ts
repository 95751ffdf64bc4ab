import { UnauthorizedError } from '../../lib/http/errors';
import { User } from '../db/user';
import { accountBeingDeleted } from '../shared/account-guard';
import { createProfile } from '../shared/profile-store';
import { refreshTokens } from '../shared/pool-sign-in';
import { claimsOf } from '../../lib/auth/pool-tokens';
import { sessionOrChallenge, type SignInResult } from './session-service';

const failed = 'The Google sign-in did not complete. Please try again.';

/** The ID token's `identities` claim names the provider a federated user came from. */
function cameFromGoogle(claims: Record<string, unknown>): boolean {
  const identities = claims.identities;
  return Array.isArray(identities) && identities.some((identity: unknown) => (identity as { providerName?: unknown } | null)?.providerName === 'Google');
}

function text(claims: Record<string, unknown>, name: string): string {
  const value = claims[name];
  return typeof value === 'string' ? value.trim() : '';
}

/**
 * `POST /auth/google-session`: starts a Shop session from the refresh token the SPA received after Google
 * sign-in. Cognito checks the token (a fresh ID token for it, straight from Cognito), which must belong to a
 * Google-federated user; a password user's token is refused here (it has its own sign-in and cut-offs).
 * The first time, the profile is created from the mapped attributes with the same `createProfile` sign-up
 * uses (idempotent: a retry or a second tab keeps the first); then the session, or the two-factor challenge
 * for a customer who turned it on, exactly as a password sign-in answers.
 */
export async function googleSession(refreshToken: string, host: string | undefined): Promise<SignInResult> {
  const tokens = await refreshTokens(refreshToken);
  if (!tokens) throw new UnauthorizedError(failed);
  const claims = claimsOf(tokens.idToken);
  const userId = text(claims, 'sub');
  const email = text(claims, 'email').toLowerCase();
  if (!userId || !email || !cameFromGoogle(claims)) throw new UnauthorizedError(failed);
  const { data } = await User.get({ userId }).go({ consistent: true, attributes: ['userId', 'deletingSince'] });
  if (data?.deletingSince) throw accountBeingDeleted();
  if (!data) await createProfile({ userId, email, firstName: text(claims, 'given_name'), lastName: text(claims, 'family_name') });
  return sessionOrChallenge({ ...tokens, refreshToken }, host);
}
