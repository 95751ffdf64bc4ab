import { httpRoute } from '../../lib/http/http-route';
import { addOrderBody } from './contract';
import { placeOrder } from './order-service';

export const handler = httpRoute({
  access: 'customer',
  body: addOrderBody,
  run: async ({ body, identity }) => ({ statusCode: 201, message: 'Order placed', data: await placeOrder(identity.userId, body) }),
});
