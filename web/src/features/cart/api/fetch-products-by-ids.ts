import type { Product } from '@functions/shop/product/contract';
import { apiPost } from '../../../lib/api-client';

/** The most ids one call may name (the API's limit). */
export const maxIdsPerCall = 100;

/** `POST /product/fetch-products-by-ids`: the products among `ids` that still exist. */
export async function fetchProductsByIds(ids: readonly string[]): Promise<Product[]> {
  const envelope = await apiPost<Product[]>('/product/fetch-products-by-ids', { ids: ids.slice(0, maxIdsPerCall) });
  return envelope.data ?? [];
}
