import { Entity, type EntityItem } from '../../lib/data';
import { entityConfig } from './table';

/**
 * An in-app notification, in its recipient's partition. Ids of event notifications are made from the event
 * (`{orderID}.paid`), so writing one twice fails its create condition instead of notifying twice.
 */
export const Notification = new Entity(
  {
    model: { entity: 'notification', version: '1', service: 'shop' },
    attributes: {
      userId: { type: 'string', required: true },
      notificationId: { type: 'string', required: true },
      title: { type: 'string', required: true },
      body: { type: 'string', required: true },
      type: { type: ['order', 'other'] as const, required: true },
      orderID: { type: 'string' },
      read: { type: 'boolean', required: true, default: false },
      created_at: { type: 'string', required: true },
    },
    indexes: {
      byId: {
        pk: { field: 'pk', composite: ['userId'] },
        sk: { field: 'sk', composite: ['notificationId'] },
      },
      newest: {
        index: 'gsi1',
        pk: { field: 'gsi1pk', composite: ['userId'] },
        sk: { field: 'gsi1sk', composite: ['created_at', 'notificationId'] },
      },
    },
  },
  entityConfig,
);

export type NotificationItem = EntityItem<typeof Notification>;

/** The recipient id under which the back office reads notifications meant for every admin. */
export const adminInbox = 'admins';
