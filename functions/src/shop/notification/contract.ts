import * as z from '../../lib/zod';
import { pageFields } from '../shared/contract';

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
export const readNotificationBody = /* @__PURE__ */ z.pure(() => z.object({
  id: z.string({ error: 'id is required' }).check(z.trim(), z.minLength(1, 'id is required'), z.maxLength(100, 'id is not valid')),
}));

/** `GET /notification/fetch-my-notifications` */
export const notificationPageQuery = /* @__PURE__ */ z.pure(() => z.object({
  ...pageFields,
}));
