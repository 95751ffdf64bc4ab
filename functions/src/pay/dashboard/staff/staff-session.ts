import { passwordSignIn } from '../../../lib/auth/pool-sign-in';
import { claimsOf, type PoolTokens } from '../../../lib/auth/pool-tokens';
import { UnauthorizedError, type HttpError } from '../../../lib/http/errors';
import { Staff, type StaffItem } from '../../db/staff';
import { underLimit, wrongStaffCodes, wrongStaffPasswords } from './staff-limits';
import { staffPool } from './staff-pool';
import { sealStaffValue, unsealStaffValue } from './staff-secrets';
import { spendTotpCode } from './staff-totp';

/** What the dashboard keeps (in memory and `sessionStorage`): the staff pool's tokens. */
export interface StaffSession {
  accessToken: string;
  refreshToken: string;
  expiresIn: number;
}

export type SignInAnswer = { session: StaffSession } | { challenge: string; twoFactor: true };

/** How long the code step may take after the password was right. */
const challengeSeconds = 5 * 60;

export function sessionOf(tokens: PoolTokens, refreshToken = tokens.refreshToken ?? ''): StaffSession {
  const exp = claimsOf(tokens.accessToken).exp;
  const expiresIn = typeof exp === 'number' ? Math.max(0, exp - Math.floor(Date.now() / 1000)) : 300;
  return { accessToken: tokens.accessToken, refreshToken, expiresIn };
}

/** The staff member a pool token (just received from Cognito) belongs to, or undefined when they were removed. */
export async function staffOfTokens(tokens: PoolTokens): Promise<StaffItem | undefined> {
  const sub = claimsOf(tokens.accessToken).sub;
  if (typeof sub !== 'string' || sub === '') return undefined;
  return (await Staff.get({ staffId: sub }).go({ consistent: true })).data ?? undefined;
}

/**
 * The staff member whose e-mail and password these are, with the pool's tokens; `wrong` builds the error for a
 * wrong pair (a pool user who is no longer anyone's staff counts as wrong). Under the account's wrong-password
 * limit (`staff-limits.ts`), shared by log-in and the key confirmations.
 */
export async function checkStaffPassword(email: string, password: string, wrong: () => HttpError): Promise<{ staff: StaffItem; tokens: PoolTokens }> {
  const address = email.trim().toLowerCase();
  return underLimit(wrongStaffPasswords, address, async () => {
    const tokens = await passwordSignIn(staffPool(), address, password);
    const staff = tokens ? await staffOfTokens(tokens) : undefined;
    if (!tokens || !staff) throw wrong();
    return { staff, tokens };
  });
}

const wrongPair = () => new UnauthorizedError('E-mail or password is incorrect', { code: 'unauthorized' });

interface ChallengeContent {
  staffId: string;
  exp: number;
  accessToken: string;
  refreshToken: string;
}

/**
 * `POST /auth/log-in`: the session, or for a staff member with two-factor sign-in on, the pool's tokens sealed
 * (unreadable and unalterable by the browser) into a five-minute challenge for `/auth/log-in-totp`.
 */
export async function logIn(email: string, password: string): Promise<SignInAnswer> {
  const { staff, tokens } = await checkStaffPassword(email, password, wrongPair);
  if (staff.totpStatus !== 'enabled') return { session: sessionOf(tokens) };
  const content: ChallengeContent = {
    staffId: staff.staffId,
    exp: Math.floor(Date.now() / 1000) + challengeSeconds,
    accessToken: tokens.accessToken,
    refreshToken: tokens.refreshToken ?? '',
  };
  return { challenge: await sealStaffValue('login-challenge', JSON.stringify(content)), twoFactor: true };
}

function opened(text: string | null): ChallengeContent | null {
  try {
    const value: unknown = text === null ? null : JSON.parse(text);
    if (typeof value !== 'object' || value === null) return null;
    const record = value as Record<string, unknown>;
    return typeof record.staffId === 'string' && typeof record.exp === 'number' && typeof record.accessToken === 'string' && typeof record.refreshToken === 'string'
      ? (record as unknown as ChallengeContent)
      : null;
  } catch {
    return null;
  }
}

/** `POST /auth/log-in-totp`: the session once the challenge and the app's code are both right (wrong codes limited). */
export async function logInWithCode(challenge: string, code: string): Promise<StaffSession> {
  const content = opened(await unsealStaffValue('login-challenge', challenge));
  if (!content || content.exp * 1000 <= Date.now()) throw new UnauthorizedError('This sign-in has expired. Please sign in again.', { code: 'unauthorized' });
  const { data: staff } = await Staff.get({ staffId: content.staffId }).go({ consistent: true });
  if (!staff) throw new UnauthorizedError('Sign in again', { code: 'unauthorized' });
  if (staff.totpStatus === 'enabled') {
    await underLimit(wrongStaffCodes, staff.staffId, () => spendTotpCode(staff, code, () => new UnauthorizedError('The code is not correct or was already used', { code: 'unauthorized' })));
  }
  return sessionOf({ accessToken: content.accessToken, idToken: '', refreshToken: content.refreshToken });
}
