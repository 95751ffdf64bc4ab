import type * as z from '../../lib/zod';
import { BadRequestError, ConflictError, UnauthorizedError } from '../../lib/http/errors';
import { isTransactionCancelled } from '../../lib/db/condition-failure';
import { User } from '../db/user';
import { deleteAccountData } from '../shared/personal-data';
import { createProfile } from '../shared/profile-store';
import { createPoolUser, deletePoolUser, setPoolPassword } from '../shared/pool-accounts';
import { authenticate } from '../shared/pool-sign-in';
import { findPoolUser } from '../shared/pool-users';
import type { changePasswordBody, resetPasswordBody, signUpBody } from './contract';
import { accountExists } from './code-request-service';
import { checkOtp, consumeOtp, expiredOtp, useOtp, wasUsedOtp } from './otp-verification-service';
import { clearedRefreshCookie } from './session-cookie';
import { endAllSessions } from './session-end-service';
import { forgetWrongPasswords, revokeRefreshToken, sessionFrom, sessionOrChallenge, verifyPassword, type SessionResult, type SignInResult } from './session-service';

/** Verifies the sign-up code, creates the Cognito user (e-mail verified) and the profile, and signs in. */
export async function signUp(body: z.output<typeof signUpBody>, host: string | undefined): Promise<SessionResult> {
  const existing = await findPoolUser(body.email);
  if (existing && (await hasProfile(existing.userId))) {
    // The same sign-up again (its answer was lost after the account was made): the used code and the password answer it.
    const tokens = (await wasUsedOtp('signup', body.email, body.otp)) ? await authenticate(body.email, body.password) : null;
    if (!tokens) throw new ConflictError(accountExists);
    return sessionFrom(tokens, host);
  }
  const otp = await checkOtp('signup', body.email, body.otp);
  let userId: string;
  if (existing) {
    // A sign-up that failed after creating the pool user, before its profile: only the same code and password finish it.
    if (!(await authenticate(body.email, body.password))) throw new ConflictError(accountExists);
    userId = existing.userId;
  } else {
    userId = await newPoolUser(body);
  }
  const { password: _password, otp: _otp, ...profile } = body;
  try {
    // The code is used up in the profile's transaction: a failure before it leaves the code valid for the retry.
    await createProfile({ ...profile, userId }, (writers) => [useOtp(writers, otp)]);
  } catch (error) {
    if (isTransactionCancelled(error)) throw expiredOtp();
    throw error;
  }
  const tokens = await authenticate(body.email, body.password);
  if (!tokens) throw new Error('A freshly created user could not sign in');
  return sessionFrom(tokens, host);
}

async function hasProfile(userId: string): Promise<boolean> {
  const { data } = await User.get({ userId }).go({ consistent: true, attributes: ['userId'] });
  return data !== null;
}

async function newPoolUser(body: z.output<typeof signUpBody>): Promise<string> {
  try {
    return (await createPoolUser(body)).userId;
  } catch (error) {
    if (error instanceof Error && error.name === 'UsernameExistsException') throw new ConflictError(accountExists);
    throw error;
  }
}

const resetFailed = 'This code has expired or was already used. Please request a new code.';

/** Resets the password and signs in; an account with two-factor sign-in still has to give its code. */
export async function resetPassword(body: z.output<typeof resetPasswordBody>, sourceIp: string, host: string | undefined): Promise<SignInResult> {
  await consumeOtp('recovery', body.email, body.otp);
  const user = await findPoolUser(body.email);
  if (!user) throw new BadRequestError(resetFailed);
  await setPoolPassword(user.username, body.password);
  await forgetWrongPasswords(body.email, sourceIp);
  // Whoever knew the old password may still hold a session: end them all, then open this one.
  await endAllSessions(user);
  const tokens = await authenticate(body.email, body.password);
  if (!tokens) throw new Error('A user could not sign in with the password just set');
  return sessionOrChallenge(tokens, host);
}

async function signedInUser(userId: string) {
  const user = await findPoolUser(userId);
  if (!user) throw new UnauthorizedError('This account no longer exists');
  return user;
}

const wrongCurrentPassword = () =>
  new BadRequestError('Your current password is not correct', [{ path: 'oldPassword', message: 'Your current password is not correct' }]);

/** Changes the password and ends every session, this browser's old one too: it gets a fresh one in its place. */
export async function changePassword(
  userId: string,
  body: z.output<typeof changePasswordBody>,
  sourceIp: string,
  refreshToken: string | undefined,
  host: string | undefined,
): Promise<SessionResult> {
  const user = await signedInUser(userId);
  if (body.oldPassword === body.newPassword) {
    throw new BadRequestError('The new password must differ from the current one', [{ path: 'newPassword', message: 'The new password must differ from the current one' }]);
  }
  await verifyPassword(user.email, body.oldPassword, sourceIp, wrongCurrentPassword);
  await setPoolPassword(user.username, body.newPassword);
  await endAllSessions(user);
  // Global sign-out already ended it at Cognito; revoked by name too, so its grant goes at once.
  await revokeRefreshToken(refreshToken);
  const tokens = await authenticate(user.email, body.newPassword);
  if (!tokens) throw new Error('A user could not sign in with the password just set');
  return sessionFrom(tokens, host);
}

/**
 * Removes the customer (Nigeria Data Protection Act): profile, addresses, measurement sets and idempotency
 * records (they hold copies of added addresses and sets) first, then the Cognito user, then the refresh
 * token. Returns the cookie that clears the session.
 */
export async function deleteAccount(
  userId: string,
  password: string,
  sourceIp: string,
  refreshToken: string | undefined,
  host: string | undefined,
): Promise<string[]> {
  const user = await signedInUser(userId);
  await verifyPassword(user.email, password, sourceIp, () =>
    new BadRequestError('Your password is not correct', [{ path: 'password', message: 'Your password is not correct' }]),
  );
  // Stops before the sign-in goes when a batch left items behind, so the customer can retry.
  await deleteAccountData(userId);
  await deletePoolUser(user.username);
  await revokeRefreshToken(refreshToken);
  return [clearedRefreshCookie(host)];
}
