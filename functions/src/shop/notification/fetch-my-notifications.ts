import { httpRoute } from '../../lib/http/http-route';
import { notificationPageQuery } from './contract';
import { fetchMyNotifications } from './notification-service';

export const handler = httpRoute({
  access: 'customer',
  query: notificationPageQuery,
  run: async ({ query, identity }) => {
    const page = await fetchMyNotifications(identity.userId, query);
    return { message: 'Notifications fetched', data: page.items, ...(page.next ? { next: page.next } : {}) };
  },
});
