import { httpRoute } from '../../lib/http/http-route';
import { fetchAllProducts } from './product-service';
import { searchProducts } from './product-search';
import { fetchAllProductsQuery } from './contract';

export const handler = httpRoute({
  access: 'public',
  query: fetchAllProductsQuery,
  run: async ({ query }) => {
    const { q, ...listing } = query;
    const page = q ? await searchProducts({ ...listing, q }) : await fetchAllProducts(listing);
    return { message: 'Products fetched', data: page.items, ...(page.next ? { next: page.next } : {}) };
  },
});
