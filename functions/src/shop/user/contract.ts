import * as z from '../../lib/zod';
import type { DeliveryDetails } from '../delivery-details/contract';
import type { MemberDiscount } from '../domain/member-discount';
import type { Measurements } from '../measurement/contract';
import type { Notification } from '../notification/contract';
import type { Order } from '../order/contract';
import { adminPageQuery, optionalText, phoneSchema, requiredText } from '../shared/contract';

// Shapes of the profile routes, shared with the browser. Identity is never part of a body.

/** The profile fields a customer edits on their own profile (and an admin on theirs). */
const profileFields = /* @__PURE__ */ z.pure(() => z.object({
  firstName: requiredText('First name', 60, 'Enter your first name'),
  lastName: requiredText('Last name', 60, 'Enter your last name'),
  phone: phoneSchema,
  address: optionalText('Address', 200),
  country: optionalText('Country', 60),
  state: optionalText('State', 60),
  city: optionalText('City', 60),
  dp: optionalText('dp', 300),
}));

const nothingToUpdate = (value: Record<string, unknown>) => Object.entries(value).some(([name, field]) => name !== 'id' && field !== undefined);

/** `POST /user/update-profile`: every field optional; only the given ones change. */
export const updateProfileBody = /* @__PURE__ */ z.pure(() => z.partial(profileFields).check(z.refine(nothingToUpdate, 'Nothing to update')));
export type UpdateProfileBody = z.input<typeof updateProfileBody>;

export interface UserPublicData {
  uuid: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  address: string;
  dp: string;
  country: string;
  state: string;
  city: string;
  deliveryDetails: DeliveryDetails[];
  measurements: Measurements[];
}

/** `data` of `GET /user/me`: the profile, the newest 50 orders and the newest 50 notifications. */
export interface UserMe {
  userPublicData: UserPublicData;
  orders: Order[];
  notifications: Notification[];
  /** Where the member stands with the member discount. */
  memberDiscount: MemberDiscount;
}

/** `GET /admin/user/fetch-all-users?page=&q=`: `q` is an e-mail, a phone number, or a first or last name. */
export const fetchAllUsersQuery = /* @__PURE__ */ z.pure(() => z.extend(adminPageQuery, {
  q: z.optional(z.string().check(z.trim(), z.maxLength(100, 'search must be at most 100 characters'))),
}));

/** `POST /admin/user/fetch-user-byID`: a user's id (uuid) or e-mail (SPEC's `/admin/users/view-user/{email}`). */
export const adminUserBody = /* @__PURE__ */ z.pure(() => z.object({
  id: z.string({ error: 'id is required' }).check(z.trim(), z.minLength(1, 'id is required'), z.maxLength(254, 'id is not valid')),
}));

/** `POST /admin/user/set-admin` */
export const setAdminBody = /* @__PURE__ */ z.pure(() => z.extend(adminUserBody, {
  admin: z.boolean({ error: 'admin must be true or false' }),
}));

/** `POST /admin/user/update-user`: the user (id or e-mail) and the profile fields that change (not the picture). */
export const updateUserBody = /* @__PURE__ */ z.pure(() => z.extend(z.partial(z.omit(profileFields, { dp: true })), adminUserBody.shape).check(z.refine(nothingToUpdate, 'Nothing to update')));
export type UpdateUserBody = z.input<typeof updateUserBody>;

/** A row of the back office's users table. */
export type AdminUserRow = Omit<UserPublicData, 'deliveryDetails' | 'measurements'> & { createdAt: string };

/** `data` of `POST /admin/user/fetch-user-byID`: the whole profile, addresses, measurement sets, newest 50 orders. */
export interface AdminUserView {
  /** `deletingSince`: a large account's deletion started then and did not finish; deleting again finishes it. */
  user: UserPublicData & { createdAt: string; isAdmin: boolean; deletingSince?: string };
  orders: Order[];
}
