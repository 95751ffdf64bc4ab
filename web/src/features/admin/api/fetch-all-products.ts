import type { Product } from '@functions/shop/product/contract';
import { apiGet } from '../../../lib/api-client';
import { useQuery } from '../../../lib/use-query';
import { adminKeys } from './admin-keys';

export interface ProductsFilter {
  q?: string;
  category?: string;
  cursor?: string;
}

/** `GET /product/fetch-all-products`: 50 products newest first after `cursor` (the catalogue pages by cursor). */
export function useAdminProducts(filter: ProductsFilter) {
  const query = { q: filter.q, category: filter.category, limit: 50, cursor: filter.cursor };
  return useQuery(
    `${adminKeys.products}${JSON.stringify(query)}`,
    async () => {
      const envelope = await apiGet<Product[]>('/product/fetch-all-products', { query });
      return { items: envelope.data ?? [], next: envelope.next };
    },
    { keepPrevious: true },
  );
}
