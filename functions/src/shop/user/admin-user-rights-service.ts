import { transactWrite } from '../../lib/db/transact';
import { ConflictError, ForbiddenError, NotFoundError } from '../../lib/http/errors';
import type { UserItem } from '../db/user';
import { shopTables } from '../db/transaction';
import { auditWrite } from '../shared/audit';
import { deleteAccountData } from '../shared/personal-data';
import { deletePoolUser } from '../shared/pool-accounts';
import { setPoolAdmin } from '../shared/pool-admin-grant';
import { listAdminIds } from '../shared/pool-admins';
import { findPoolUser } from '../shared/pool-users';
import { findUserByIdOrEmail } from './profile-service';

/*
 * The back-office changes that reach the user pool (admin rights, deletion), apart from the table-only ones
 * in `admin-user-service.ts`: only these routes' bundles carry the pool's write commands, and only their
 * roles grant them.
 */

/**
 * Checks that taking admin rights from (or deleting) `target` leaves the shop run: never one's own, never
 * the last admin's.
 */
async function refuseLosingAdmin(actorId: string, target: Pick<UserItem, 'userId'>, action: 'demote' | 'delete'): Promise<boolean> {
  if (target.userId === actorId) {
    throw new ForbiddenError(action === 'delete' ? 'You cannot delete your own account from the back office' : 'You cannot remove your own admin rights');
  }
  const admins = await listAdminIds();
  const isAdmin = admins.includes(target.userId);
  if (isAdmin && admins.length <= 1) throw new ConflictError('The shop needs at least one admin; promote another user first');
  return isAdmin;
}

async function poolUsername(user: UserItem): Promise<string> {
  const poolUser = await findPoolUser(user.userId);
  if (!poolUser) throw new NotFoundError('This user has no sign-in account');
  return poolUser.username;
}

/**
 * `POST /admin/user/set-admin`: adds to or removes from the admin group. The audit entry is written first
 * (the group lives in Cognito, outside the table's transactions), so no change is ever unrecorded; a
 * refused Cognito call leaves an entry saying what was attempted.
 */
export async function setAdmin(actorId: string, id: string, admin: boolean): Promise<{ id: string; isAdmin: boolean }> {
  const user = await findUserByIdOrEmail(id);
  const wasAdmin = admin ? (await listAdminIds()).includes(user.userId) : await refuseLosingAdmin(actorId, user, 'demote');
  if (wasAdmin === admin) return { id: user.userId, isAdmin: admin };
  const username = await poolUsername(user);
  await transactWrite(
    shopTables.transaction.write((writers) => [
      auditWrite(writers, { actorId, entity: 'user', entityId: user.userId, action: admin ? 'promote' : 'demote', before: { admin: wasAdmin, email: user.email }, after: { admin } }),
    ]),
  );
  await setPoolAdmin(username, admin);
  return { id: user.userId, isAdmin: admin };
}

/**
 * `POST /admin/user/delete-user`: the account, profile, addresses and measurement sets. Orders stay as
 * financial records with the customer's name; the e-mail can register again once the Cognito user is gone.
 * The personal data, the profile, the users counter and the audit entry go in one transaction
 * (`deleteAccountData`), then the sign-in; a retry finishes a deletion that stopped in between.
 */
export async function deleteUser(actorId: string, id: string): Promise<{ id: string }> {
  const profile = await findUserByIdOrEmail(id).catch((error: unknown) => {
    if (error instanceof NotFoundError) return undefined;
    throw error;
  });
  // A deletion whose transaction went through but stopped before the sign-in went is finished by its retry.
  const poolUser = await findPoolUser(profile?.userId ?? id);
  const userId = profile?.userId ?? poolUser?.userId;
  if (!userId) throw new NotFoundError('User not found');
  const wasAdmin = await refuseLosingAdmin(actorId, { userId }, 'delete');
  if (profile) {
    await deleteAccountData(userId, (writers) => [
      auditWrite(writers, { actorId, entity: 'user', entityId: userId, action: 'delete', before: { email: profile.email, firstName: profile.firstName, lastName: profile.lastName } }),
    ]);
  }
  if (poolUser) {
    // Leave the group first: a group that still names a deleted user breaks listing its members.
    if (wasAdmin) await setPoolAdmin(poolUser.username, false);
    await deletePoolUser(poolUser.username);
  }
  return { id: userId };
}
