import type { Product, ProductSort } from '@functions/shop/product/contract';
import { apiGet } from '../../../lib/api-client';
import { prefetchFirstPage, primeQuery, useQuery } from '../../../lib/use-query';

export interface ProductPage {
  products: Product[];
  next: string | undefined;
}

export interface ProductFilter {
  category?: string;
  top?: boolean;
  q?: string;
  sort?: ProductSort;
  limit?: number;
}

/** One page of `GET /product/fetch-all-products` (newest first unless `sort` says otherwise). */
export async function fetchAllProducts(filter: ProductFilter, cursor?: string, signal?: AbortSignal): Promise<ProductPage> {
  const envelope = await apiGet<Product[]>('/product/fetch-all-products', {
    signal,
    query: {
      category: filter.category,
      top: filter.top ? '1' : undefined,
      q: filter.q,
      sort: filter.sort && filter.sort !== 'newest' ? filter.sort : undefined,
      limit: filter.limit,
      cursor,
    },
  });
  const products = envelope.data ?? [];
  // The detail panel can open instantly for any product already on screen.
  for (const product of products) primeQuery(productKey(product.id), product);
  return { products, next: envelope.next };
}

export function productKey(id: string): string {
  return `product:${id}`;
}

/** Query key of one product listing; `invalidate('products:')` drops every listing. */
export function productsKey(filter: ProductFilter): string {
  return `products:${JSON.stringify(filter)}`;
}

/** The Top Products grid of the home page. */
export function useTopProducts(limit = 8) {
  return useQuery(productsKey({ top: true, limit }), () => fetchAllProducts({ top: true, limit }).then((page) => page.products));
}

/** Mirrors the contract's `productSorts` (a value import would pull zod into the bundle). */
export const productSorts: readonly ProductSort[] = ['newest', 'price_asc', 'price_desc'];

/** How many products the grid asks for a page. */
const gridPageSize = 12;

export function isSort(value: string | null): value is ProductSort {
  return value !== null && (productSorts as readonly string[]).includes(value);
}

/**
 * What the product grid lists for `/products/{category}` and its `?q=` and `?sort=` parameters: the page itself
 * and the early start in `main.tsx` (which must ask for the same key) both take it from here.
 */
export function gridFilter(category: string, search: URLSearchParams): ProductFilter {
  const q = search.get('q')?.trim() ?? '';
  const sort = search.get('sort');
  return { category: category.toLowerCase() === 'all' ? undefined : category, q: q || undefined, sort: isSort(sort) ? sort : 'newest', limit: gridPageSize };
}

/** One page of the product grid, in the shape a paged query keeps. */
export function fetchGridPage(filter: ProductFilter, cursor: string | undefined) {
  return fetchAllProducts(filter, cursor).then((page) => ({ items: page.products, next: page.next }));
}

/** Starts the grid's first page before its chunk has loaded (a deep link): the page then shares the request. */
export function prefetchProductPages(filter: ProductFilter): void {
  prefetchFirstPage(productsKey(filter), () => fetchGridPage(filter, undefined));
}
