import { ConflictError } from '../../lib/http/errors';
import type { OtpPurpose, OtpSent } from './contract';
import { issueOtp, otpFirstName } from './otp-service';
import { findPoolUser } from '../shared/pool-users';

/** Kept here rather than beside sign-up, so the code routes' bundles do not carry sign-up's user-pool writes. */
export const accountExists = 'An account with this e-mail already exists. Sign in, or reset your password if you forgot it.';

/** Sign-up code: 409 for an address that already has an account (a deliberate choice for sign-up). */
export async function sendSignUpOtp(email: string, firstName: string, sourceIp: string): Promise<OtpSent> {
  if (await findPoolUser(email)) throw new ConflictError(accountExists);
  return issueOtp({ purpose: 'signup', email, firstName, sourceIp, deliver: true });
}

/** Recovery code: the answer is the same whether or not the address has an account. */
export async function sendRecoveryOtp(email: string, sourceIp: string): Promise<OtpSent> {
  const user = await findPoolUser(email);
  return issueOtp({ purpose: 'recovery', email, firstName: user?.firstName ?? '', sourceIp, deliver: user !== null });
}

export async function resendOtp(email: string, purpose: OtpPurpose, sourceIp: string): Promise<OtpSent> {
  if (purpose === 'recovery') return sendRecoveryOtp(email, sourceIp);
  return sendSignUpOtp(email, await otpFirstName('signup', email), sourceIp);
}
