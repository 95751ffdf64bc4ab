import { randomBytes } from 'node:crypto';
import type * as z from '../../lib/zod';
import { ConflictError } from '../../lib/http/errors';
import { auditWrite } from '../shared/audit';
import { createProfile } from '../shared/profile-store';
import { createPoolUser, deletePoolUser } from '../shared/pool-accounts';
import { findPoolUser } from '../shared/pool-users';
import type { AdminUserRow } from '../user/contract';
import type { addUserBody } from './contract';
import { issueOtp } from './otp-service';

export const emailTaken = 'A user with this e-mail already exists; open their page from the users list instead.';

/** A password nobody knows, meeting the pool's policy, so the account exists until its owner sets their own. */
function unknownPassword(): string {
  return `${randomBytes(24).toString('base64url')}aA1!`;
}

/**
 * `POST /admin/user/add-user`: the Cognito user (e-mail verified, a password nobody knows), then the
 * profile with the users counter and the audit entry in one transaction, then a recovery code mailed as a
 * welcome: the new user sets their password through the usual reset-password flow. A profile that fails to
 * save takes the Cognito user with it, so a retry starts clean.
 */
export async function addUser(actorId: string, body: z.output<typeof addUserBody>, sourceIp: string): Promise<AdminUserRow & { codeSent: boolean }> {
  if (await findPoolUser(body.email)) throw new ConflictError(emailTaken);
  let poolUser;
  try {
    poolUser = await createPoolUser({ ...body, password: unknownPassword() });
  } catch (error) {
    if (error instanceof Error && error.name === 'UsernameExistsException') throw new ConflictError(emailTaken);
    throw error;
  }
  let profile;
  try {
    profile = await createProfile({ ...body, userId: poolUser.userId }, (writers) => [
      auditWrite(writers, { actorId, entity: 'user', entityId: poolUser.userId, action: 'add', after: { email: body.email, firstName: body.firstName, lastName: body.lastName } }),
    ]);
  } catch (error) {
    await deletePoolUser(poolUser.username);
    throw error;
  }
  // The account stands even if the code cannot go out now (rate limits): Forgot password sends another.
  const codeSent = await issueOtp({ purpose: 'recovery', email: body.email, firstName: body.firstName, sourceIp, deliver: true, welcome: true }).then(
    () => true,
    () => false,
  );
  const { userId, email, firstName, lastName, phone, address, dp, country, state, city, createdAt } = profile;
  return { uuid: userId, email, firstName, lastName, phone, address, dp, country, state, city, createdAt, codeSent };
}
