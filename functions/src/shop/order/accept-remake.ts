import { httpRoute } from '../../lib/http/http-route';
import { acceptRemakeBody } from './contract';
import { acceptRemake } from './admin-remake-service';

export const handler = httpRoute({
  access: 'admin',
  body: acceptRemakeBody,
  run: async ({ body, identity }) => ({ message: 'Remake accepted', data: await acceptRemake(identity.userId, body.orderID, body.requestId) }),
});
