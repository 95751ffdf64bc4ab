import { httpRoute } from '../../lib/http/http-route';
import { assertAdminNow } from '../../lib/http/live-access';
import { adminCancelOrderBody } from './contract';
import { adminCancelOrder } from './cancel-service';

export const handler = httpRoute({
  access: 'admin',
  checkAdmin: assertAdminNow,
  body: adminCancelOrderBody,
  run: async ({ body, identity }) => ({ message: 'Order cancelled', data: await adminCancelOrder(identity.userId, body.orderID, body.reason) }),
});
