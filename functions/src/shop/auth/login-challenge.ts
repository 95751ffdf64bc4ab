import { UnauthorizedError } from '../../lib/http/errors';
import type { PoolTokens } from '../../lib/auth/pool-tokens';
import { claimsOf } from '../../lib/auth/pool-tokens';
import type { TotpChallenge } from './contract';
import { otpSecret } from './otp-secret';
import { loadFactor, verifySecondFactor } from './second-factor';
import { seal, unseal } from './totp-seal';

/** How long the code step may take after the password was right. */
export const challengeLifetimeSeconds = 5 * 60;

interface ChallengeContent {
  userId: string;
  exp: number;
  accessToken: string;
  refreshToken: string | undefined;
}

const expired = 'This sign-in has expired. Please sign in again.';

/**
 * When the user has two-factor sign-in on, the pool's tokens are not answered: they are sealed
 * (AES-256-GCM, so the browser can neither read nor alter them) into a challenge valid five minutes,
 * which `/auth/login-totp` opens after a right code. Null when the user has no factor on.
 */
export async function challengeFor(tokens: PoolTokens, now = Date.now()): Promise<TotpChallenge | null> {
  const userId = claimsOf(tokens.accessToken).sub;
  if (typeof userId !== 'string' || userId === '') return null;
  const factor = await loadFactor(userId);
  if (factor?.status !== 'enabled') return null;
  const content: ChallengeContent = {
    userId,
    exp: Math.floor(now / 1000) + challengeLifetimeSeconds,
    accessToken: tokens.accessToken,
    refreshToken: tokens.refreshToken,
  };
  return { totpRequired: true, challenge: seal(await otpSecret(), 'login-challenge', JSON.stringify(content)), expiresIn: challengeLifetimeSeconds };
}

function isContent(value: unknown): value is ChallengeContent {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return typeof record.userId === 'string' && typeof record.exp === 'number' && typeof record.accessToken === 'string';
}

/** Opens a challenge and checks the code; the pool's tokens come back only when both are right. */
export async function passChallenge(challenge: string, code: string, sourceIp: string, now = Date.now()): Promise<PoolTokens> {
  const opened = unseal(await otpSecret(), 'login-challenge', challenge);
  let content: unknown;
  try {
    content = opened === null ? null : JSON.parse(opened);
  } catch {
    content = null;
  }
  if (!isContent(content) || content.exp * 1000 <= now) throw new UnauthorizedError(expired);
  const factor = await loadFactor(content.userId);
  if (factor?.status === 'enabled') {
    await verifySecondFactor(factor, code, sourceIp, () => new UnauthorizedError('The code is not correct or was already used'), now);
  }
  return { accessToken: content.accessToken, idToken: '', refreshToken: content.refreshToken ?? undefined };
}
