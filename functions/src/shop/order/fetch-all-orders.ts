import { httpRoute } from '../../lib/http/http-route';
import { assertAdminNow } from '../../lib/http/live-access';
import { fetchAllOrdersQuery } from './contract';
import { fetchAllOrders } from './admin-order-service';

export const handler = httpRoute({
  access: 'admin',
  checkAdmin: assertAdminNow,
  query: fetchAllOrdersQuery,
  run: async ({ query }) => {
    const { items, ...meta } = await fetchAllOrders(query);
    return { message: 'Orders fetched', data: items, meta };
  },
});
