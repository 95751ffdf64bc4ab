import { httpRoute } from '../../lib/http/http-route';
import { orderIdBody } from './contract';
import { fetchAnyOrder } from './admin-order-service';
import { assertAdminNow } from '../../lib/http/live-access';

export const handler = httpRoute({
  access: 'admin',
  assertAdmin: assertAdminNow,
  body: orderIdBody,
  run: async ({ body }) => ({ message: 'Order fetched', data: await fetchAnyOrder(body.orderID) }),
});
