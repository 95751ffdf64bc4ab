import type * as z from '../../lib/zod';
import { BadRequestError, NotFoundError } from '../../lib/http/errors';
import { DiscountSlot } from '../db/discount-slot';
import { User, type UserItem } from '../db/user';
import { listDeliveryDetails } from '../delivery-details/delivery-details-service';
import { listMeasurements } from '../measurement/measurement-service';
import { latestNotifications } from '../notification/notification-service';
import { memberDiscountStatus } from '../order/discount-slots';
import { latestOrders } from '../order/order-read-service';
import { deleteImages } from '../shared/image-store';
import { ownAvatarKey } from '../shared/image-url';
import { ensureProfile } from '../shared/profile-store';
import { listAdminIds } from '../shared/pool-admins';
import type { AdminUserView, UserMe, UserPublicData, updateProfileBody } from './contract';

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

/** `/user/me` carries the newest orders and notifications (SPEC's user data); the full lists are paged by their own routes. */
const meListLimit = 50;

export async function getMe(userId: string): Promise<UserMe> {
  const [user, deliveryDetails, measurements, orders, notifications, slots] = await Promise.all([
    ensureProfile(userId),
    listDeliveryDetails(userId),
    listMeasurements(userId),
    latestOrders(userId, meListLimit),
    latestNotifications(userId, meListLimit),
    DiscountSlot.query.byUser({ userId }).go({ consistent: true }),
  ]);
  const memberDiscount = memberDiscountStatus(slots.data, new Date());
  return { userPublicData: { ...toPublicProfile(user), deliveryDetails, measurements }, orders, notifications, memberDiscount };
}

/** Avatar URLs are accepted only for images under the caller's own upload prefix. */
export function isOwnAvatarUrl(userId: string, url: string): boolean {
  return url === '' || ownAvatarKey(userId, url) !== undefined;
}

/**
 * Saves the profile's changes. A replaced or removed avatar leaves storage with its variants once the new one is
 * saved (best effort: `deleteImages` logs what it cannot remove).
 */
export async function updateProfile(userId: string, changes: z.output<typeof updateProfileBody>): Promise<UserMe> {
  if (changes.dp !== undefined && !isOwnAvatarUrl(userId, changes.dp)) {
    throw new BadRequestError('dp must be an image you uploaded with /media/upload-url', [{ path: 'dp', message: 'dp must be your own uploaded image' }]);
  }
  const before = await ensureProfile(userId);
  const set = Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined));
  await User.patch({ userId }).set({ ...set, updatedAt: new Date().toISOString() }).go({ response: 'none' });
  const replaced = changes.dp !== undefined && changes.dp !== before.dp ? ownAvatarKey(userId, before.dp) : undefined;
  if (replaced) await deleteImages([replaced]);
  return getMe(userId);
}


/** The user a back-office call names, by id (uuid) or e-mail; 404 when there is no profile. */
export async function findUserByIdOrEmail(id: string): Promise<UserItem> {
  const found = id.includes('@') ? (await User.query.byEmail({ email: id.toLowerCase() }).go({ limit: 1 })).data[0] : (await User.get({ userId: id }).go({ consistent: true })).data;
  if (!found) throw new NotFoundError('User not found');
  return found;
}

/** `POST /admin/user/fetch-user-byID`: what an admin sees of a customer (the same lists as `/user/me`, minus notifications). */
export async function viewUser(id: string): Promise<AdminUserView> {
  const user = await findUserByIdOrEmail(id);
  const [deliveryDetails, measurements, orders, admins] = await Promise.all([
    listDeliveryDetails(user.userId),
    listMeasurements(user.userId),
    latestOrders(user.userId, meListLimit),
    listAdminIds(),
  ]);
  return {
    user: {
      ...toPublicProfile(user),
      deliveryDetails,
      measurements,
      createdAt: user.createdAt,
      isAdmin: admins.includes(user.userId),
      ...(user.deletingSince ? { deletingSince: user.deletingSince } : {}),
    },
    orders,
  };
}
