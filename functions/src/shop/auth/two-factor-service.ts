import { transactWrite } from '../../lib/db/transact';
import { BadRequestError, ConflictError, UnauthorizedError } from '../../lib/http/errors';
import { TotpFactor } from '../db/totp-factor';
import { shopTables } from '../db/transaction';
import { auditWrite } from '../shared/audit';
import { findPoolUser } from '../shared/pool-users';
import type { TwoFactorEnrolment, TwoFactorStatus } from './contract';
import { otpSecret } from './otp-secret';
import { loadFactor, verifySecondFactor } from './second-factor';
import { newTotpSecret, otpauthUri } from '../../lib/auth/totp-code';
import { seal } from './totp-seal';

/** An enrolment left unconfirmed is forgotten after an hour. */
const pendingLifetimeSeconds = 60 * 60;

export const wrongPassword = () =>
  new BadRequestError('Your password is not correct', [{ path: 'password', message: 'Your password is not correct' }]);

export const wrongCode = () =>
  new BadRequestError('The code is not correct or was already used', [{ path: 'code', message: 'The code is not correct or was already used' }]);

/** `GET /auth/fetch-two-factor` */
export async function twoFactorStatus(userId: string): Promise<TwoFactorStatus> {
  const factor = await loadFactor(userId);
  const enabled = factor?.status === 'enabled';
  return { enabled, recoveryCodesLeft: enabled ? (factor.recoveryCodeHashes?.length ?? 0) : 0 };
}

/**
 * `POST /auth/start-two-factor`: a new secret, stored sealed as a pending factor (replacing an
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

/** `POST /auth/disable-two-factor`: needs a current code or a recovery code; audited with the removal. */
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
