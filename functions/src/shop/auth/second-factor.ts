import { isConditionFailure } from '../../lib/db/condition-failure';
import type { HttpError } from '../../lib/http/errors';
import { TotpFactor, type TotpFactorItem } from '../db/totp-factor';
import { countHits, releaseHits, type RateRule } from '../shared/rate-limit-service';
import { otpSecret } from './otp-secret';
import { isTotpCode, matchingStep, normaliseRecoveryCode } from '../../lib/auth/totp-code';
import { recoveryCodeHash, unseal } from './totp-seal';

/**
 * Wrong second-factor codes per (user, source): 5 in 15 minutes, then 429 for that source (a 6-digit code must
 * not be guessable, and someone else's guessing must not lock the owner out).
 */
export const wrongCodesPerSource: RateRule = {
  scope: 'totp-fail-source',
  limit: 5,
  windowSeconds: 15 * 60,
  message: 'Too many wrong codes. Please wait 15 minutes and try again.',
};

/** Wrong codes per user from every source together: 10 a minute, so guessing from many networks stays slow. */
export const wrongCodesPerUser: RateRule = {
  scope: 'totp-fail-user',
  limit: 10,
  windowSeconds: 60,
  message: 'Too many attempts for this account just now. Please wait a minute and try again.',
};

export async function loadFactor(userId: string): Promise<TotpFactorItem | null> {
  const { data } = await TotpFactor.get({ userId }).go({ consistent: true });
  return data;
}

export async function factorSecret(factor: TotpFactorItem): Promise<string> {
  const secret = unseal(await otpSecret(), 'totp-secret', factor.sealedSecret);
  if (secret === null) throw new Error('A stored authenticator secret does not open');
  return secret;
}

/** Marks the step used, unless a code of this or a later step was used first (a replay, or a race). */
async function claimStep(userId: string, step: number): Promise<boolean> {
  try {
    await TotpFactor.patch({ userId })
      .set({ lastUsedStep: step })
      .where((attr, op) => op.lt(attr.lastUsedStep, step))
      .go({ response: 'none' });
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

/** Spends a recovery code: removes its hash only if it is still there, so each code works once. */
async function spendRecoveryCode(userId: string, hash: string): Promise<boolean> {
  try {
    await TotpFactor.update({ userId })
      .delete({ recoveryCodeHashes: [hash] })
      .where((attr, op) => op.contains(attr.recoveryCodeHashes, hash))
      .go({ response: 'none' });
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

async function codeAccepted(factor: TotpFactorItem, code: string, now: number): Promise<boolean> {
  if (isTotpCode(code)) {
    const step = matchingStep(await factorSecret(factor), code, now);
    return step !== null && step > factor.lastUsedStep && (await claimStep(factor.userId, step));
  }
  if (factor.status !== 'enabled') return false;
  const hash = recoveryCodeHash(await otpSecret(), factor.userId, normaliseRecoveryCode(code));
  return (factor.recoveryCodeHashes ?? []).includes(hash) && (await spendRecoveryCode(factor.userId, hash));
}

/**
 * Checks a second-factor code (the app's code, or a recovery code once the factor is on) under the
 * wrong-code limits: the hit is taken before the check and given back only for a right code, as for
 * passwords. A code whose step was already used is refused like a wrong one.
 */
export async function verifySecondFactor(factor: TotpFactorItem, code: string, sourceIp: string, wrong: () => HttpError, now = Date.now()): Promise<void> {
  const hits = [
    { rule: wrongCodesPerSource, subject: `${factor.userId} ${sourceIp}` },
    { rule: wrongCodesPerUser, subject: factor.userId },
  ];
  await countHits(hits);
  if (!(await codeAccepted(factor, code.trim(), now))) throw wrong();
  await releaseHits(hits);
}
