import { httpRoute } from '../../lib/http/http-route';
import { fetchAllOrdersQuery } from './contract';
import { fetchAllOrders } from './admin-order-service';
import { assertAdminNow } from '../../lib/http/live-access';

export const handler = httpRoute({
  access: 'admin',
  assertAdmin: assertAdminNow,
  query: fetchAllOrdersQuery,
  run: async ({ query }) => {
    const { items, ...meta } = await fetchAllOrders(query);
    return { message: 'Orders fetched', data: items, meta };
  },
});
