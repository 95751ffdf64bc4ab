import { httpRoute } from '../../lib/http/http-route';
import { assertAdminNow } from '../../lib/http/live-access';
import { acceptRemakeBody } from './contract';
import { acceptRemake } from './admin-remake-service';

export const handler = httpRoute({
  access: 'admin',
  checkAdmin: assertAdminNow,
  body: acceptRemakeBody,
  run: async ({ body, identity }) => ({ message: 'Remake accepted', data: await acceptRemake(identity.userId, body.orderID, body.requestId) }),
});
