import { httpRoute } from '../../lib/http/http-route';
import { pageQuery } from './contract';
import { fetchMyOrders } from './order-read-service';

export const handler = httpRoute({
  access: 'customer',
  query: pageQuery,
  run: async ({ query, identity }) => {
    const page = await fetchMyOrders(identity.userId, query);
    return { message: 'Orders fetched', data: page.items, ...(page.next ? { next: page.next } : {}) };
  },
});
