import * as z from 'zod';

/** Field shapes more than one Shop module's contract uses. Pure: safe for the browser. */
export const requiredText = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

export const optionalText = (label: string, max: number) =>
  z.string({ error: `${label} must be text` }).trim().max(max, `${label} must be at most ${max} characters`);

export const phoneSchema = z
  .string({ error: 'Enter your phone number' })
  .trim()
  .regex(/^\+?[0-9][0-9 ()-]{5,20}$/, 'Enter a valid phone number');

/** Stable ids are UUIDs; anything else can never name an item. */
export const itemIdSchema = z.string({ error: 'id is required' }).trim().min(1, 'id is required').max(64, 'id is not valid');

/** `POST /order/delete-delivery-details` and `POST /measurement/delete-measurements` */
export const deleteItemBody = z.object({ id: itemIdSchema });

/** `?limit=&cursor=` of every cursor-paged list (ARCHITECTURE §3: up to 100, default 50). */
export const pageFields = {
  limit: z.coerce
    .number({ message: 'limit must be a number' })
    .int('limit must be a whole number')
    .min(1, 'limit must be at least 1')
    .max(100, 'limit must be at most 100')
    .default(50),
  cursor: z.string().trim().min(1).max(2048, 'cursor is not valid').optional(),
};
