import type * as z from '../../lib/zod';
import { transactWrite } from '../../lib/db/transact';
import { isTransactionCancelled } from '../../lib/db/condition-failure';
import { NotFoundError } from '../../lib/http/errors';
import { User, type UserItem } from '../db/user';
import { shopTables } from '../db/transaction';
import { auditWrite } from '../shared/audit';
import { adminPageSize } from '../shared/contract';
import { readOffsetPage, type OffsetPage } from '../shared/offset-paging';
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
