import * as z from 'zod';

/** Shapes of the notification routes, shared with the browser. Every route acts on the caller's own notifications. */
export interface Notification {
  id: string;
  title: string;
  body: string;
  type: 'order' | 'other';
  orderID: string | null;
  read: boolean;
  created_at: string;
}

/** `POST /notification/read-notification` */
export const readNotificationBody = z.object({
  id: z.string({ error: 'id is required' }).trim().min(1, 'id is required').max(100, 'id is not valid'),
});

/** `GET /notification/fetch-my-notifications` */
export const notificationPageQuery = z.object({
  limit: z.coerce
    .number({ message: 'limit must be a number' })
    .int('limit must be a whole number')
    .min(1, 'limit must be at least 1')
    .max(100, 'limit must be at most 100')
    .default(50),
  cursor: z.string().trim().min(1).max(2048, 'cursor is not valid').optional(),
});
