import { httpRoute } from '../../lib/http/http-route';
import { assertAdminNow } from '../../lib/http/live-access';
import { updateOrderStatusBody } from './contract';
import { updateOrderStatus } from './admin-order-service';

export const handler = httpRoute({
  access: 'admin',
  checkAdmin: assertAdminNow,
  body: updateOrderStatusBody,
  run: async ({ body, identity }) => ({ message: 'Order status updated', data: await updateOrderStatus(identity.userId, body.orderID, body.status, body.confirmUnpaid) }),
});
