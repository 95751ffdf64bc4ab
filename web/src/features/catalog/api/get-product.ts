import type { Product } from '@functions/shop/product/contract';
import { apiGet } from '../../../lib/api-client';
import { fetchQuery, useQuery } from '../../../lib/use-query';
import { productKey } from './fetch-all-products';

/** `GET /product/{id}`: rejects with the API's 404 message for an unknown id. */
export async function getProduct(id: string): Promise<Product> {
  const envelope = await apiGet<Product>(`/product/${encodeURIComponent(id)}`);
  if (!envelope.data) throw new Error('Product not found');
  return envelope.data;
}

export function useProduct(id: string) {
  return useQuery(productKey(id), () => getProduct(id));
}

/** Starts a product's request before the panel's chunk has loaded (a deep link): the panel then shares it. */
export function prefetchProduct(id: string): void {
  fetchQuery(productKey(id), () => getProduct(id)).catch(() => undefined);
}
