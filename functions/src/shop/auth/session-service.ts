import { createHash } from 'node:crypto';
import { type HttpError, UnauthorizedError } from '../../lib/http/errors';
import { optionalEnv } from '../../lib/env/env';
import { SessionCutoff, SessionGrant } from '../db/session-grant';
import { ensureProfile } from '../shared/profile-store';
import type { AuthSession, TotpChallenge } from './contract';
import { challengeFor, passChallenge } from './login-challenge';
import { clearHits, countHits, releaseHits, type RateHit, type RateRule } from '../shared/rate-limit-service';
import { clearedRefreshCookie, refreshCookie, refreshTokenLifetimeSeconds } from './session-cookie';
import { authenticate, refreshTokens } from '../shared/pool-sign-in';
import { claimsOf, type PoolTokens } from '../../lib/auth/pool-tokens';
import { revokePoolRefreshToken } from '../shared/pool-sessions';

const failureWindowSeconds = 15 * 60;

/**
 * Wrong passwords per (account, source): 5 in 15 minutes, then 429 for that source on that account only. Someone
 * guessing from one network cannot lock the rightful owner out from theirs.
 */
const wrongPasswordsPerSource: RateRule = {
  scope: 'login-fail-source',
  limit: 5,
  windowSeconds: failureWindowSeconds,
  message: 'Too many wrong passwords. Please wait 15 minutes or reset your password.',
};

/**
 * Wrong passwords per account from every source together: 10 a minute. Guessing spread over many networks is
 * slowed to that pace; the owner is at worst asked to wait a minute, never locked out for long.
 */
const wrongPasswordsPerAccount: RateRule = {
  scope: 'login-fail-account',
  limit: 10,
  windowSeconds: 60,
  message: 'Too many sign-in attempts for this account just now. Please wait a minute and try again.',
};

/** Wrong passwords per source, across accounts. */
function wrongPasswordsPerIp(): RateRule {
  return {
    scope: 'login-fail-ip',
    limit: Number(optionalEnv('LOGIN_FAILURES_PER_IP') ?? 100),
    windowSeconds: failureWindowSeconds,
    message: 'Too many failed sign-ins from your network. Please try again later.',
  };
}

function passwordHits(email: string, sourceIp: string): RateHit[] {
  return [
    { rule: wrongPasswordsPerSource, subject: `${email} ${sourceIp}` },
    { rule: wrongPasswordsPerAccount, subject: email },
    { rule: wrongPasswordsPerIp(), subject: sourceIp },
  ];
}

/**
 * Checks a password under the wrong-password limits. `wrong` builds the error for a wrong password: 401
 * at login, 400 where a signed-in customer re-enters it (a 401 there would read as an ended session).
 *
 * Each attempt takes its hits (conditional writes) *before* the password is checked and gives them back only
 * when the password was right, so a burst of parallel guesses gets no more checks than the limits leave.
 */
export async function verifyPassword(email: string, password: string, sourceIp: string, wrong: () => HttpError): Promise<PoolTokens> {
  const hits = passwordHits(email, sourceIp);
  await countHits(hits);
  let tokens: PoolTokens | null;
  try {
    tokens = await authenticate(email, password);
  } catch (error) {
    await releaseHits(hits);
    throw error;
  }
  if (!tokens) throw wrong();
  await releaseHits(hits);
  return tokens;
}

/** A successful password reset lifts the wrong-password limits of that address from where it was reset. */
export async function forgetWrongPasswords(email: string, sourceIp: string): Promise<void> {
  await Promise.all([clearHits(wrongPasswordsPerSource, `${email} ${sourceIp}`), clearHits(wrongPasswordsPerAccount, email)]);
}

export interface SessionResult {
  session: AuthSession;
  cookies: string[];
}

/**
 * Shapes the answer of sign-up, login, reset and password change; the refresh token only ever goes into the
 * cookie, and is granted (by hash, with its issue time) so refresh can tell it from one a cutoff ended.
 */
export async function sessionFrom(tokens: PoolTokens, host: string | undefined): Promise<SessionResult> {
  const claims = claimsOf(tokens.accessToken);
  const userId = typeof claims.sub === 'string' ? claims.sub : '';
  if (!userId) throw new Error('Access token without a subject');
  const groups = claims['cognito:groups'];
  const exp = typeof claims.exp === 'number' ? claims.exp : Math.floor(Date.now() / 1000) + 3600;
  const profile = await ensureProfile(userId);
  if (tokens.refreshToken) await grantRefreshToken(tokens.refreshToken, userId);
  return {
    session: {
      accessToken: tokens.accessToken,
      expiresIn: Math.max(0, exp - Math.floor(Date.now() / 1000)),
      user: {
        uuid: userId,
        firstName: profile.firstName,
        lastName: profile.lastName,
        email: profile.email,
        isAdmin: Array.isArray(groups) && groups.includes('admin'),
      },
    },
    cookies: tokens.refreshToken ? [refreshCookie(tokens.refreshToken, host)] : [],
  };
}

/** A session, or, for a user with two-factor sign-in, the challenge to answer with a code first. */
export type SignInResult = SessionResult | { challenge: TotpChallenge };

/** Issues the session unless the user has two-factor sign-in on, in which case nothing usable is answered yet. */
export async function sessionOrChallenge(tokens: PoolTokens, host: string | undefined): Promise<SignInResult> {
  const challenge = await challengeFor(tokens);
  return challenge ? { challenge } : sessionFrom(tokens, host);
}

export async function logIn(email: string, password: string, sourceIp: string, host: string | undefined): Promise<SignInResult> {
  const tokens = await verifyPassword(email, password, sourceIp, () => new UnauthorizedError('E-mail or password is incorrect'));
  return sessionOrChallenge(tokens, host);
}

/** `POST /auth/login-totp`: the session, once the challenge and the code are both right. */
export async function logInWithCode(challenge: string, code: string, sourceIp: string, host: string | undefined): Promise<SessionResult> {
  return sessionFrom(await passChallenge(challenge, code, sourceIp), host);
}

function tokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

async function grantRefreshToken(refreshToken: string, userId: string): Promise<void> {
  await SessionGrant.put({
    tokenHash: tokenHash(refreshToken),
    userId,
    issuedAt: Date.now(),
    expiresAt: Math.ceil(Date.now() / 1000) + refreshTokenLifetimeSeconds,
  }).go({ response: 'none' });
}

const ended = 'Your session has ended. Please sign in again.';

/**
 * A new access token for the cookie's refresh token, if the Shop granted that token and no cutoff (password
 * change or reset, logout everywhere) came after it. Both are checked before Cognito is asked.
 */
export async function refreshSession(refreshToken: string | undefined, host: string | undefined): Promise<SessionResult> {
  if (!refreshToken) throw new UnauthorizedError(ended);
  const { data: grant } = await SessionGrant.get({ tokenHash: tokenHash(refreshToken) }).go({ consistent: true });
  if (!grant) throw new UnauthorizedError(ended);
  const { data: cutoff } = await SessionCutoff.get({ userId: grant.userId }).go({ consistent: true });
  if (cutoff && grant.issuedAt < cutoff.endedAt) throw new UnauthorizedError(ended);
  const tokens = await refreshTokens(refreshToken);
  if (!tokens) throw new UnauthorizedError(ended);
  const { session } = await sessionFrom(tokens, host);
  return { session, cookies: [] };
}

/** Ends this refresh token's session: its grant goes, and Cognito revokes the token itself. */
export async function revokeRefreshToken(refreshToken: string | undefined): Promise<void> {
  if (!refreshToken) return;
  await SessionGrant.delete({ tokenHash: tokenHash(refreshToken) }).go({ response: 'none' });
  await revokePoolRefreshToken(refreshToken);
}

export async function logOut(refreshToken: string | undefined, host: string | undefined): Promise<string[]> {
  await revokeRefreshToken(refreshToken);
  return [clearedRefreshCookie(host)];
}
