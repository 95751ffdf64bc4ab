import type * as z from 'zod';
import { transactWrite } from '../../lib/db/transact';
import { isTransactionCancelled } from '../../lib/db/condition-failure';
import { ConflictError, ForbiddenError, NotFoundError } from '../../lib/http/errors';
import { User, type UserItem } from '../db/user';
import { shopTables } from '../db/transaction';
import { auditWrite } from '../shared/audit';
import { adminPageSize } from '../shared/contract';
import { readOffsetPage, type OffsetPage } from '../shared/offset-paging';
import { deleteAccountData } from '../shared/personal-data';
import { deletePoolUser, findPoolUser, listAdminIds, setPoolAdmin } from '../shared/user-pool';
import type { AdminUserRow, fetchAllUsersQuery, updateUserBody } from './contract';
import { findUserByIdOrEmail, toPublicProfile } from './profile-service';

function toRow(user: UserItem): AdminUserRow {
  return { ...toPublicProfile(user), createdAt: user.createdAt };
}

/** The spellings a name is likely stored in: as typed, lower case, and capitalised ("ada" finds "Ada"). */
function spellings(q: string): string[] {
  const lower = q.toLowerCase();
  return [...new Set([q, lower, lower.charAt(0).toUpperCase() + lower.slice(1)])];
}

/**
 * `GET /admin/user/fetch-all-users`: offset pages of 50, newest first. An e-mail is looked up on its index;
 * a phone number or a name narrows the newest-first index (SPEC §9: phone, first name, last name, e-mail).
 */
export async function fetchAllUsers(query: z.output<typeof fetchAllUsersQuery>): Promise<OffsetPage<AdminUserRow>> {
  const q = query.q?.trim();
  if (q?.includes('@')) {
    const { data } = await User.query.byEmail({ email: q.toLowerCase() }).go({ limit: 1 });
    return { items: query.page === 1 ? data.map(toRow) : [], page: query.page, perPage: adminPageSize, hasMore: false };
  }
  const phone = q && /^\+?[0-9 ()-]+$/.test(q) ? q.replace(/[^0-9]/g, '').replace(/^0/, '') : undefined;
  const page = await readOffsetPage(
    (cursor, limit) =>
      User.query
        .newest({})
        .where((attr, op) => {
          if (!q) return '';
          if (phone) return op.contains(attr.phone, phone);
          const names = spellings(q).flatMap((spelling) => [op.contains(attr.firstName, spelling), op.contains(attr.lastName, spelling)]);
          return `(${names.join(' OR ')})`;
        })
        .go({ order: 'desc', cursor, limit }),
    query.page,
    adminPageSize,
  );
  return { ...page, items: page.items.map(toRow) };
}

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

/**
 * `POST /admin/user/update-user`: the profile fields a customer can edit (not the picture). The change and
 * its audit entry are one transaction; the entry names the fields changed, not their (personal) values.
 */
export async function updateUser(actorId: string, body: z.output<typeof updateUserBody>): Promise<AdminUserRow> {
  const { id, ...changes } = body;
  const user = await findUserByIdOrEmail(id);
  const set = Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined));
  const changed = Object.keys(set).filter((field) => set[field] !== user[field as keyof UserItem]);
  const updatedAt = new Date().toISOString();
  try {
    await transactWrite(
      shopTables.transaction.write((writers) => [
        writers.user.patch({ userId: user.userId }).set({ ...set, updatedAt }).where((attr, op) => op.exists(attr.userId)).commit(),
        auditWrite(writers, { actorId, entity: 'user', entityId: user.userId, action: 'update', after: { fields: changed.join(' ') || 'none' } }),
      ]),
    );
  } catch (error) {
    if (isTransactionCancelled(error)) throw new NotFoundError('User not found');
    throw error;
  }
  return toRow({ ...user, ...set, updatedAt });
}
