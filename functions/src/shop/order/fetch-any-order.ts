import { httpRoute } from '../../lib/http/http-route';
import { orderIdBody } from './contract';
import { fetchAnyOrder } from './admin-order-service';

export const handler = httpRoute({
  access: 'admin',
  body: orderIdBody,
  run: async ({ body }) => ({ message: 'Order fetched', data: await fetchAnyOrder(body.orderID) }),
});
