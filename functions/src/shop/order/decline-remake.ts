import { httpRoute } from '../../lib/http/http-route';
import { assertAdminNow } from '../../lib/http/live-access';
import { declineRemakeBody } from './contract';
import { declineRemake } from './admin-remake-service';

export const handler = httpRoute({
  access: 'admin',
  checkAdmin: assertAdminNow,
  body: declineRemakeBody,
  run: async ({ body, identity }) => ({ message: 'Remake declined', data: await declineRemake(identity.userId, body.orderID, body.requestId, body.reason) }),
});
