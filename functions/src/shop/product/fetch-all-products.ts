import { httpRoute } from '../../lib/http/http-route';
import { fetchAllProducts } from './product-service';
import { fetchAllProductsQuery } from './contract';

export const handler = httpRoute({
  access: 'public',
  query: fetchAllProductsQuery,
  run: async ({ query }) => {
    const page = await fetchAllProducts(query);
    return { message: 'Products fetched', data: page.items, ...(page.next ? { next: page.next } : {}) };
  },
});
