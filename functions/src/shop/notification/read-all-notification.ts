import { httpRoute } from '../../lib/http/http-route';
import { readAllNotifications } from './notification-service';

/** SPEC's body names the user (`to`); the caller comes from the token only, so the body is ignored. */
export const handler = httpRoute({
  access: 'customer',
  run: async ({ identity }) => ({ message: 'All notifications read', data: { read: await readAllNotifications(identity.userId) } }),
});
