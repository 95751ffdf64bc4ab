import { httpRoute } from '../../lib/http/http-route';
import { listProducts } from '../catalog/catalog-service';
import { fetchAllProductsQuery } from './contract';

export const handler = httpRoute({
  access: 'public',
  query: fetchAllProductsQuery,
  run: async ({ query }) => {
    const page = await listProducts(query);
    return { message: 'Products fetched', data: page.items, ...(page.next ? { next: page.next } : {}) };
  },
});
