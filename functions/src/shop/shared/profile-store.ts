import { UnauthorizedError } from '../../lib/http/errors';
import { isTransactionCancelled } from '../../lib/db/condition-failure';
import { transactWrite } from '../../lib/db/transact';
import { shopTables, type ShopWritePlan } from '../db/transaction';
import { User, type UserItem } from '../db/user';
import { accountBeingDeleted } from './account-guard';
import { findPoolUser } from './pool-users';

export interface NewProfile {
  userId: string;
  email: string;
  firstName: string;
  lastName: string;
  phone?: string;
  address?: string;
  country?: string;
  state?: string;
  city?: string;
}

/**
 * Creates the profile item once, counting it for the dashboard in the same transaction; a second create
 * for the same user keeps the first (and counts nothing). Extra writes (an admin's audit entry, using up the
 * sign-up code) join the same transaction.
 */
export async function createProfile(profile: NewProfile, extra: ShopWritePlan = () => []): Promise<UserItem> {
  const now = new Date().toISOString();
  const item: UserItem = {
    userId: profile.userId,
    email: profile.email,
    firstName: profile.firstName,
    lastName: profile.lastName,
    phone: profile.phone ?? '',
    address: profile.address ?? '',
    country: profile.country ?? 'Nigeria',
    state: profile.state ?? '',
    city: profile.city ?? '',
    dp: '',
    createdAt: now,
    updatedAt: now,
  };
  try {
    await transactWrite(
      shopTables.transaction.write((writers) => [
        writers.user.create(item).commit(),
        writers.dashboardCounter.update({ name: 'users' }).add({ value: 1 }).commit(),
        ...extra(writers),
      ]),
    );
    return item;
  } catch (error) {
    if (!isTransactionCancelled(error)) throw error;
    const { data } = await User.get({ userId: profile.userId }).go({ consistent: true });
    if (!data) throw error;
    return data;
  }
}

/**
 * The caller's profile, created from their Cognito attributes the first time it is needed: users made
 * outside sign-up (the seeded admin and demo customer, `npm run admin:create`) have none yet. An account being
 * deleted is refused.
 */
export async function ensureProfile(userId: string): Promise<UserItem> {
  const { data } = await User.get({ userId }).go();
  if (data?.deletingSince) throw accountBeingDeleted();
  if (data) return data;
  const poolUser = await findPoolUser(userId);
  if (!poolUser) throw new UnauthorizedError('This account no longer exists');
  return createProfile({
    userId,
    email: poolUser.email,
    firstName: poolUser.firstName,
    lastName: poolUser.lastName,
  });
}

/**
 * Deletes the profile item and uncounts it in one transaction; a profile already gone counts nothing.
 * Extra writes (an admin's audit entry) join the same transaction.
 */
export async function deleteProfile(userId: string, extra: ShopWritePlan = () => []): Promise<boolean> {
  try {
    await transactWrite(
      shopTables.transaction.write((writers) => [
        writers.user.delete({ userId }).where((attr, op) => op.exists(attr.userId)).commit(),
        writers.dashboardCounter.update({ name: 'users' }).add({ value: -1 }).commit(),
        ...extra(writers),
      ]),
    );
    return true;
  } catch (error) {
    if (isTransactionCancelled(error)) return false;
    throw error;
  }
}
