import { httpRoute } from '../../lib/http/http-route';
import { assertAdminNow } from '../../lib/http/live-access';
import { orderIdBody } from './contract';
import { fetchAnyOrder } from './admin-order-detail';

export const handler = httpRoute({
  access: 'admin',
  checkAdmin: assertAdminNow,
  body: orderIdBody,
  run: async ({ body }) => ({ message: 'Order fetched', data: await fetchAnyOrder(body.orderID) }),
});
