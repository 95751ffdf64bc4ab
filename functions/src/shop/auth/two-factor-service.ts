import { isTransactionCancelled } from '../../lib/db/condition-failure';
import { transactWrite } from '../../lib/db/transact';
import { BadRequestError, ConflictError, UnauthorizedError } from '../../lib/http/errors';
import { TotpFactor } from '../db/totp-factor';
import { shopTables } from '../db/transaction';
import { auditWrite } from '../shared/audit';
import { authenticate, findPoolUser } from '../shared/user-pool';
import { endAllSessions, sessionFrom, verifyPassword } from './session-service';
import type { z } from 'zod';
import type { confirmTwoFactorBody, TwoFactorEnrolment, TwoFactorRecoveryCodes, TwoFactorStatus } from './contract';
import { otpSecret } from './otp-secret';
import { loadFactor, verifySecondFactor } from './second-factor';
import { newRecoveryCodes, newTotpSecret, otpauthUri } from './totp-code';
import { recoveryCodeHash, seal } from './totp-seal';

/** An enrolment left unconfirmed is forgotten after an hour. */
const pendingLifetimeSeconds = 60 * 60;

const wrongPassword = () =>
  new BadRequestError('Your password is not correct', [{ path: 'password', message: 'Your password is not correct' }]);

const wrongCode = () =>
  new BadRequestError('The code is not correct or was already used', [{ path: 'code', message: 'The code is not correct or was already used' }]);

/** `GET /admin/setting/fetch-two-factor` */
export async function twoFactorStatus(userId: string): Promise<TwoFactorStatus> {
  const factor = await loadFactor(userId);
  const enabled = factor?.status === 'enabled';
  return { enabled, recoveryCodesLeft: enabled ? (factor.recoveryCodeHashes?.length ?? 0) : 0 };
}

/**
 * `POST /admin/setting/start-two-factor`: a new secret, stored sealed as a pending factor (replacing an
 * earlier unconfirmed one), answered once as an `otpauth://` URI for the app to scan.
 */
export async function startTwoFactor(userId: string): Promise<TwoFactorEnrolment> {
  const existing = await loadFactor(userId);
  if (existing?.status === 'enabled') throw new ConflictError('Two-factor sign-in is already on. Turn it off first to set it up again.');
  const user = await findPoolUser(userId);
  if (!user) throw new UnauthorizedError('This account no longer exists');
  const secret = newTotpSecret();
  await TotpFactor.put({
    userId,
    status: 'pending',
    sealedSecret: seal(await otpSecret(), 'totp-secret', secret),
    lastUsedStep: 0,
    createdAt: new Date().toISOString(),
    expiresAt: Math.ceil(Date.now() / 1000) + pendingLifetimeSeconds,
  })
    .where((attr, op) => `${op.notExists(attr.status)} OR ${op.eq(attr.status, 'pending')}`)
    .go({ response: 'none' });
  return { uri: otpauthUri(secret, user.email), secret };
}

/**
 * `POST /admin/setting/confirm-two-factor`: the password and a right code from the app turn the factor on, with
 * eight recovery codes answered once (only their keyed hashes are kept), audited in the same transaction. A
 * session begun before the second factor was asked for may be someone else's, so every one ends, at Cognito
 * too (its global sign-out has no exception for this browser); the password opens this browser's new session.
 * The password is checked first, so a wrong one spends no code.
 */
export async function confirmTwoFactor(
  userId: string,
  body: z.output<typeof confirmTwoFactorBody>,
  sourceIp: string,
  host: string | undefined,
): Promise<{ data: TwoFactorRecoveryCodes; cookies: string[] }> {
  const factor = await loadFactor(userId);
  if (!factor || factor.status !== 'pending') {
    throw new ConflictError(factor ? 'Two-factor sign-in is already on' : 'Start setting up two-factor sign-in first');
  }
  const user = await findPoolUser(userId);
  if (!user) throw new UnauthorizedError('This account no longer exists');
  await verifyPassword(user.email, body.password, sourceIp, wrongPassword);
  await verifySecondFactor(factor, body.code, sourceIp, wrongCode);
  const key = await otpSecret();
  const recoveryCodes = newRecoveryCodes();
  const at = new Date().toISOString();
  try {
    await transactWrite(
      shopTables.transaction.write((writers) => [
        writers.totpFactor
          .patch({ userId })
          .set({ status: 'enabled', enabledAt: at, recoveryCodeHashes: recoveryCodes.map((recovery) => recoveryCodeHash(key, userId, recovery)) })
          .remove(['expiresAt'])
          .where((attr, op) => `${op.eq(attr.status, 'pending')} AND ${op.eq(attr.sealedSecret, factor.sealedSecret)}`)
          .commit(),
        auditWrite(writers, { actorId: userId, entity: 'user', entityId: userId, action: 'enable-two-factor', after: { twoFactor: 'on' } }, at),
      ]),
    );
  } catch (error) {
    if (isTransactionCancelled(error)) throw new ConflictError('Two-factor set-up changed meanwhile; start again');
    throw error;
  }
  await endAllSessions(user);
  const tokens = await authenticate(user.email, body.password);
  if (!tokens) throw new Error('A user could not sign in with the password just checked');
  const { session, cookies } = await sessionFrom(tokens, host);
  return { data: { recoveryCodes, session }, cookies };
}

/** `POST /admin/setting/disable-two-factor`: needs a current code or a recovery code; audited with the removal. */
export async function disableTwoFactor(userId: string, code: string, sourceIp: string): Promise<void> {
  const factor = await loadFactor(userId);
  if (factor?.status !== 'enabled') throw new ConflictError('Two-factor sign-in is not on');
  await verifySecondFactor(factor, code, sourceIp, wrongCode);
  await transactWrite(
    shopTables.transaction.write((writers) => [
      writers.totpFactor.delete({ userId }).commit(),
      auditWrite(writers, { actorId: userId, entity: 'user', entityId: userId, action: 'disable-two-factor', before: { twoFactor: 'on' }, after: { twoFactor: 'off' } }),
    ]),
  );
}
