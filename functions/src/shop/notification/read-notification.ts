import { httpRoute } from '../../lib/http/http-route';
import { readNotificationBody } from './contract';
import { readNotification } from './notification-service';

export const handler = httpRoute({
  access: 'customer',
  body: readNotificationBody,
  run: async ({ body, identity }) => {
    await readNotification(identity.userId, body.id);
    return { message: 'Notification read' };
  },
});
