import * as z from 'zod';
import { phoneSchema } from '../auth/contract';

/**
 * Shapes of the profile, delivery-details, measurement and avatar routes, shared with the browser.
 * Identity is never part of a body: every route acts on the signed-in customer.
 */
const text = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

const optionalText = (label: string, max: number) =>
  z.string({ error: `${label} must be text` }).trim().max(max, `${label} must be at most ${max} characters`);

/** Stable ids are UUIDs; anything else can never name an item. */
export const itemIdSchema = z.string({ error: 'id is required' }).trim().min(1, 'id is required').max(64, 'id is not valid');

export const deliveryDetailsInput = z.object({
  name: text('Contact name', 80),
  phone: phoneSchema,
  address: text('Address', 200),
  country: text('Country', 60).default('Nigeria'),
  state: text('State', 60),
  city: text('City', 60),
  default: z.boolean({ error: 'default must be true or false' }).default(false),
});
export type DeliveryDetailsInput = z.input<typeof deliveryDetailsInput>;

export interface DeliveryDetails {
  id: string;
  name: string;
  phone: string;
  address: string;
  country: string;
  state: string;
  city: string;
  default: boolean;
}

/** `POST /order/add-delivery-details` */
export const addDeliveryDetailsBody = z.object({ deliveryDetails: deliveryDetailsInput });
/** `POST /order/update-delivery-details` */
export const updateDeliveryDetailsBody = z.object({ id: itemIdSchema, deliveryDetails: deliveryDetailsInput });
/** `POST /order/delete-delivery-details` and `POST /measurement/delete-measurements` */
export const deleteItemBody = z.object({ id: itemIdSchema });

export const measureNames = [
  'shoulder',
  'sleeve',
  'roundSleeve',
  'chest',
  'tommy',
  'topLength',
  'neck',
  'waist',
  'laps',
  'knee',
  'trouserLength',
  'capSize',
] as const;
export type MeasureName = (typeof measureNames)[number];

/** Plausible ranges in inches; a value outside is almost certainly a typo or centimetres. */
export const measureRanges: Record<MeasureName, { min: number; max: number }> = {
  shoulder: { min: 10, max: 30 },
  sleeve: { min: 10, max: 40 },
  roundSleeve: { min: 5, max: 30 },
  chest: { min: 20, max: 70 },
  tommy: { min: 20, max: 80 },
  topLength: { min: 15, max: 60 },
  neck: { min: 10, max: 30 },
  waist: { min: 18, max: 80 },
  laps: { min: 10, max: 50 },
  knee: { min: 8, max: 40 },
  trouserLength: { min: 20, max: 60 },
  capSize: { min: 15, max: 30 },
};

export const measureLabels: Record<MeasureName, string> = {
  shoulder: 'Shoulder',
  sleeve: 'Sleeve',
  roundSleeve: 'Round sleeve',
  chest: 'Chest',
  tommy: 'Tommy',
  topLength: 'Top length',
  neck: 'Neck',
  waist: 'Waist',
  laps: 'Laps',
  knee: 'Knee',
  trouserLength: 'Trouser length',
  capSize: 'Cap size',
};

/** One measure: a JSON number or a numeric string, in inches, optional (empty or null means not given). */
function measure(field: MeasureName) {
  const { min, max } = measureRanges[field];
  const problem = `${field} must be a number of inches between ${min} and ${max}`;
  return z
    .union([z.number({ error: problem }), z.string({ error: problem }).trim(), z.null()], { error: problem })
    .optional()
    .transform((value, ctx) => {
      if (value === undefined || value === null || value === '') return undefined;
      const number = typeof value === 'number' ? value : /^[0-9]+(\.[0-9]+)?$/.test(value) ? Number(value) : Number.NaN;
      if (!Number.isFinite(number) || number < min || number > max) {
        ctx.addIssue({ code: 'custom', message: problem });
        return z.NEVER;
      }
      return Math.round(number * 100) / 100;
    });
}

export const measurementsInput = z.object({
  name: text('name', 80),
  ...(Object.fromEntries(measureNames.map((field) => [field, measure(field)])) as Record<MeasureName, ReturnType<typeof measure>>),
});
export type MeasurementsInput = z.input<typeof measurementsInput>;

export type Measurements = { id: string; name: string } & Partial<Record<MeasureName, number>>;

/** `POST /measurement/add-measurements` */
export const addMeasurementsBody = z.object({ measurements: measurementsInput });
/** `POST /measurement/update-measurements` */
export const updateMeasurementsBody = z.object({ id: itemIdSchema, measurements: measurementsInput });

/** `POST /user/update-profile`: every field optional; only the given ones change. */
export const updateProfileBody = z
  .object({
    firstName: text('First name', 60),
    lastName: text('Last name', 60),
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

/** `POST /user/delete-account`: the password is re-entered. */
export const deleteAccountBody = z.object({
  password: z.string({ error: 'Enter your password' }).min(1, 'Enter your password').max(128, 'Password is too long'),
});

export const avatarContentTypes = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;
export const maxAvatarBytes = 5 * 1024 * 1024;

/** `POST /media/upload-url` */
export const uploadUrlBody = z.object({
  kind: z.literal('avatar', { error: 'kind must be avatar' }),
  contentType: z.enum(avatarContentTypes, { error: `contentType must be one of ${avatarContentTypes.join(', ')}` }),
  size: z
    .number({ error: 'size must be a number of bytes' })
    .int('size must be a whole number of bytes')
    .min(1, 'size must be at least 1 byte')
    .max(maxAvatarBytes, 'Images can be at most 5 MB'),
});
export type UploadUrlBody = z.input<typeof uploadUrlBody>;

/** A presigned POST: the browser sends `fields` plus the file to `url`; `publicUrl` then goes into `dp`. */
export interface UploadUrl {
  url: string;
  fields: Record<string, string>;
  key: string;
  publicUrl: string;
  expiresInSeconds: number;
}

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

/** `data` of `GET /user/me`; orders and notifications fill in with the orders feature. */
export interface UserMe {
  userPublicData: UserPublicData;
  orders: unknown[];
  notifications: unknown[];
}
