import type * as z from '../../lib/zod';
import { isTransactionCancelled } from '../../lib/db/condition-failure';
import { transactWrite } from '../../lib/db/transact';
import { ConflictError, UnauthorizedError } from '../../lib/http/errors';
import { shopTables } from '../db/transaction';
import { auditWrite } from '../shared/audit';
import { authenticate } from '../shared/pool-sign-in';
import { findPoolUser } from '../shared/pool-users';
import type { confirmTwoFactorBody, TwoFactorRecoveryCodes } from './contract';
import { otpSecret } from './otp-secret';
import { verifySecondFactor, loadFactor } from './second-factor';
import { endAllSessions } from './session-end-service';
import { sessionFrom, verifyPassword } from './session-service';
import { newRecoveryCodes } from '../../lib/auth/totp-code';
import { recoveryCodeHash } from './totp-seal';
import { wrongCode, wrongPassword } from './two-factor-service';

// Apart from the other two-factor steps: only turning it on ends every session (global sign-out, epoch write).

/**
 * `POST /auth/confirm-two-factor`: the password and a right code from the app turn the factor on, with
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
