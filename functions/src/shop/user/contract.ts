import * as z from 'zod';
import type { DeliveryDetails } from '../delivery-details/contract';
import type { Measurements } from '../measurement/contract';
import type { Notification } from '../notification/contract';
import type { Order } from '../order/contract';
import { optionalText, phoneSchema, requiredText } from '../shared/contract';

// Shapes of the profile routes, shared with the browser. Identity is never part of a body.

/** `POST /user/update-profile`: every field optional; only the given ones change. */
export const updateProfileBody = z
  .object({
    firstName: requiredText('First name', 60),
    lastName: requiredText('Last name', 60),
    phone: phoneSchema,
    address: optionalText('Address', 200),
    country: optionalText('Country', 60),
    state: optionalText('State', 60),
    city: optionalText('City', 60),
    dp: optionalText('dp', 300),
  })
  .partial()
  .refine((value) => Object.values(value).some((field) => field !== undefined), 'Nothing to update');
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
}
