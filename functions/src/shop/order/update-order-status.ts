import { httpRoute } from '../../lib/http/http-route';
import { updateOrderStatusBody } from './contract';
import { updateOrderStatus } from './admin-order-service';

export const handler = httpRoute({
  access: 'admin',
  body: updateOrderStatusBody,
  run: async ({ body, identity }) => ({ message: 'Order status updated', data: await updateOrderStatus(identity.userId, body.orderID, body.status) }),
});
