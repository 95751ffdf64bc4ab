import { UnauthorizedError } from '../../lib/http/errors';
import { isConditionFailure } from '../../lib/db/condition-failure';
import { User, type UserItem } from '../db/user';
import { findPoolUser } from './user-pool';

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

/** Creates the profile item once; a second create for the same user keeps the first. */
export async function createProfile(profile: NewProfile): Promise<UserItem> {
  const now = new Date().toISOString();
  try {
    const { data } = await User.create({ ...profile, createdAt: now, updatedAt: now }).go();
    return data;
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    const { data } = await User.get({ userId: profile.userId }).go({ consistent: true });
    if (!data) throw error;
    return data;
  }
}

/**
 * The caller's profile, created from their Cognito attributes the first time it is needed: users made
 * outside sign-up (the seeded admin and demo customer, `npm run admin:create`) have none yet.
 */
export async function ensureProfile(userId: string): Promise<UserItem> {
  const { data } = await User.get({ userId }).go();
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
