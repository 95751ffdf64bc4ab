import { usePagedQuery } from '../../../lib/use-paged-query';
import { fetchGridPage, productsKey, type ProductFilter } from './fetch-all-products';

/**
 * The product grid's data: pages of `fetch-all-products` for one filter (category, search, sort), with
 * `loadMore` following the API's `next` cursor. Sorting happens on the server across the whole catalog.
 */
export function useProductPages(filter: ProductFilter) {
  const { items, ...pages } = usePagedQuery(productsKey(filter), (cursor) => fetchGridPage(filter, cursor));
  return { ...pages, products: items };
}
