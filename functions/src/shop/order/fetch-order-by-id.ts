import { httpRoute } from '../../lib/http/http-route';
import { orderIdBody } from './contract';
import { fetchOrder } from './order-read-service';

export const handler = httpRoute({
  access: 'customer',
  body: orderIdBody,
  run: async ({ body, identity }) => ({ message: 'Order fetched', data: await fetchOrder(identity.userId, body.orderID) }),
});
