import { BadRequestError, UnauthorizedError } from '../../lib/http/errors';
import { isConditionFailure } from '../../lib/db/condition-failure';
import { User, type UserItem } from '../db/user';
import { findPoolUser } from '../auth/user-pool';
import { listDeliveryDetails } from '../address/delivery-detail-service';
import { listMeasurements } from '../measurement/measurement-service';
import type { UserMe, UserPublicData } from './contract';
import type { z } from 'zod';
import type { updateProfileBody } from './contract';

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

export function toPublicProfile(user: UserItem): Omit<UserPublicData, 'deliveryDetails' | 'measurements'> {
  return {
    uuid: user.userId,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    phone: user.phone,
    address: user.address,
    dp: user.dp,
    country: user.country,
    state: user.state,
    city: user.city,
  };
}

export async function getMe(userId: string): Promise<UserMe> {
  const [user, deliveryDetails, measurements] = await Promise.all([
    ensureProfile(userId),
    listDeliveryDetails(userId),
    listMeasurements(userId),
  ]);
  return { userPublicData: { ...toPublicProfile(user), deliveryDetails, measurements }, orders: [], notifications: [] };
}

/** Avatar URLs are accepted only for images under the caller's own upload prefix. */
export function isOwnAvatarUrl(userId: string, url: string): boolean {
  if (url === '') return true;
  const prefix = `/images/avatars/${encodeURIComponent(userId)}/`;
  return url.startsWith(prefix) && /^[A-Za-z0-9._-]+$/.test(url.slice(prefix.length));
}

export async function updateProfile(userId: string, changes: z.output<typeof updateProfileBody>): Promise<UserMe> {
  if (changes.dp !== undefined && !isOwnAvatarUrl(userId, changes.dp)) {
    throw new BadRequestError('dp must be an image you uploaded with /media/upload-url', [{ path: 'dp', message: 'dp must be your own uploaded image' }]);
  }
  await ensureProfile(userId);
  const set = Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined));
  await User.patch({ userId }).set({ ...set, updatedAt: new Date().toISOString() }).go({ response: 'none' });
  return getMe(userId);
}

