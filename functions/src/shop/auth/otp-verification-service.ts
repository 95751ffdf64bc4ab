import { BadRequestError, TooManyRequestsError } from '../../lib/http/errors';
import { isConditionFailure } from '../../lib/db/condition-failure';
import { OtpChallenge } from '../db/otp-challenge';
import type { ShopWrite, ShopWriters } from '../db/transaction';
import { otpRules, type OtpPurpose } from './contract';
import { otpCodeMatches } from './otp-code';
import { otpSecret } from './otp-secret';

const maxWrongTries: number = otpRules.maxWrongTries;
const expired = 'This code has expired or was already used. Please request a new code.';
const tooManyWrong = 'Too many wrong codes. Please request a new code.';

/** A code that matched its live challenge, not used up yet: `useOtp` turns it used inside a transaction. */
export interface CheckedOtp {
  purpose: OtpPurpose;
  email: string;
  codeHash: string;
  now: number;
}

/**
 * Checks a code without using it: valid for 10 minutes, at most 5 wrong tries. Every wrong try is counted
 * with a conditional write, so parallel guesses cannot exceed the limit.
 */
export async function checkOtp(purpose: OtpPurpose, email: string, code: string, now = Date.now()): Promise<CheckedOtp> {
  const { data: challenge } = await OtpChallenge.get({ purpose, email }).go({ consistent: true });
  if (!challenge || challenge.consumed || challenge.validUntil <= now) {
    throw new BadRequestError(expired, [{ path: 'otp', message: expired }]);
  }
  if (challenge.wrongTries >= otpRules.maxWrongTries) throw new TooManyRequestsError(tooManyWrong);

  const secret = await otpSecret();
  if (!otpCodeMatches(secret, purpose, email, code, challenge.codeHash)) {
    try {
      await OtpChallenge.patch({ purpose, email })
        .add({ wrongTries: 1 })
        .where((attr, op) => `${op.eq(attr.codeHash, challenge.codeHash)} AND ${op.lt(attr.wrongTries, maxWrongTries)}`)
        .go({ response: 'none' });
    } catch (error) {
      if (isConditionFailure(error)) throw new TooManyRequestsError(tooManyWrong);
      throw error;
    }
    const left = otpRules.maxWrongTries - challenge.wrongTries - 1;
    const message = left > 0 ? `The code is not correct. ${left} ${left === 1 ? 'try' : 'tries'} left.` : tooManyWrong;
    throw new BadRequestError(message, [{ path: 'otp', message }]);
  }
  return { purpose, email, codeHash: challenge.codeHash, now };
}

/** The conditional write that uses a checked code up, for the transaction that does what the code allows. */
export function useOtp(writers: Pick<ShopWriters, 'otpChallenge'>, checked: CheckedOtp): ShopWrite {
  return writers.otpChallenge
    .patch({ purpose: checked.purpose, email: checked.email })
    .set({ consumed: true })
    .where(
      (attr, op) =>
        `${op.eq(attr.codeHash, checked.codeHash)} AND ${op.eq(attr.consumed, false)} AND ${op.lt(attr.wrongTries, maxWrongTries)} AND ${op.gt(attr.validUntil, checked.now)}`,
    )
    .commit();
}

/** True when `code` is the one that was last used up for this address (a retry of the request it allowed). */
export async function wasUsedOtp(purpose: OtpPurpose, email: string, code: string): Promise<boolean> {
  const { data: challenge } = await OtpChallenge.get({ purpose, email }).go({ consistent: true });
  return challenge?.consumed === true && otpCodeMatches(await otpSecret(), purpose, email, code, challenge.codeHash);
}

export function expiredOtp(): BadRequestError {
  return new BadRequestError(expired, [{ path: 'otp', message: expired }]);
}

/** Checks a code and uses it up on its own (single use). */
export async function consumeOtp(purpose: OtpPurpose, email: string, code: string, now = Date.now()): Promise<void> {
  const checked = await checkOtp(purpose, email, code, now);
  try {
    await OtpChallenge.patch({ purpose, email })
      .set({ consumed: true })
      .where(
        (attr, op) =>
          `${op.eq(attr.codeHash, checked.codeHash)} AND ${op.eq(attr.consumed, false)} AND ${op.lt(attr.wrongTries, maxWrongTries)} AND ${op.gt(attr.validUntil, now)}`,
      )
      .go({ response: 'none' });
  } catch (error) {
    if (isConditionFailure(error)) throw expiredOtp();
    throw error;
  }
}
