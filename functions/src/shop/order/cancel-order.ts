import { httpRoute } from '../../lib/http/http-route';
import { cancelOrderBody } from './contract';
import { cancelOwnOrder } from './cancel-service';

export const handler = httpRoute({
  access: 'customer',
  body: cancelOrderBody,
  run: async ({ body, identity }) => ({ message: 'Order cancelled', data: await cancelOwnOrder(identity.userId, body.orderID) }),
});
