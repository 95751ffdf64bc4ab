import { documentClient } from '../../lib/db/document-client';
import { isConditionFailure } from '../../lib/db/condition-failure';
import { firstPage, queryPage } from '../../lib/db/paged-query';
import { NotFoundError } from '../../lib/http/errors';
import { Notification, type NotificationItem } from '../db/notification';
import { refuseAccountBeingDeleted } from '../shared/account-guard';
import type { Notification as NotificationView } from './contract';

const markBatch = 25;

export function toNotificationView(item: NotificationItem): NotificationView {
  return {
    id: item.notificationId,
    title: item.title,
    body: item.body,
    type: item.type,
    orderID: item.orderID ?? null,
    read: item.read,
    created_at: item.created_at,
  };
}

/** The caller's notifications, newest first, one page at a time (none while the account is being deleted). */
export async function fetchMyNotifications(userId: string, page: { limit: number; cursor?: string | undefined }): Promise<{ items: NotificationView[]; next?: string }> {
  await refuseAccountBeingDeleted(userId);
  const params = Notification.query.newest({ userId }).params({ order: 'desc' });
  const found = await queryPage(documentClient, params, page);
  const { data } = Notification.parse({ Items: found.items });
  return { items: data.map(toNotificationView), ...(found.next ? { next: found.next } : {}) };
}

/** The caller's newest notifications for a summary (`/user/me`): no cursor, so no cursor key. */
export async function latestNotifications(userId: string, limit: number): Promise<NotificationView[]> {
  await refuseAccountBeingDeleted(userId);
  const items = await firstPage(documentClient, Notification.query.newest({ userId }).params({ order: 'desc' }), { limit });
  return Notification.parse({ Items: items }).data.map(toNotificationView);
}

/** Marks one of the caller's notifications read; an id that is not theirs is "not found" (the key holds the owner). */
export async function readNotification(userId: string, notificationId: string): Promise<void> {
  try {
    await Notification.patch({ userId, notificationId }).set({ read: true }).go({ response: 'none' });
  } catch (error) {
    if (isConditionFailure(error)) throw new NotFoundError('Notification not found');
    throw error;
  }
}

/** Marks every unread notification of the caller read; returns how many changed. */
export async function readAllNotifications(userId: string): Promise<number> {
  const { data } = await Notification.query
    .byId({ userId })
    .where((attr, op) => op.eq(attr.read, false))
    .go({ pages: 'all', consistent: true, attributes: ['userId', 'notificationId'] });
  for (let start = 0; start < data.length; start += markBatch) {
    await Promise.all(
      data.slice(start, start + markBatch).map(async (item) => {
        try {
          await Notification.patch({ userId, notificationId: item.notificationId }).set({ read: true }).go({ response: 'none' });
        } catch (error) {
          if (!isConditionFailure(error)) throw error;
        }
      }),
    );
  }
  return data.length;
}
