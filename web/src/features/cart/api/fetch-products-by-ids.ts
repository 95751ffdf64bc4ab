import type { Product } from '@functions/shop/product/contract';
import { apiPost } from '../../../lib/api-client';
import { fetchQuery } from '../../../lib/use-query';

/** The most ids one call may name (the API's limit). */
export const maxIdsPerCall = 100;

/** `POST /product/fetch-products-by-ids`: the products among `ids` that still exist. */
export function fetchProductsByIds(ids: readonly string[]): Promise<Product[]> {
  const asked = ids.slice(0, maxIdsPerCall);
  // Through the shared query layer, so two callers at once (or a re-run effect) make one request.
  return fetchQuery(`products:by-ids:${asked.join(',')}`, () =>
    apiPost<Product[]>('/product/fetch-products-by-ids', { ids: asked }).then((envelope) => envelope.data ?? []),
  );
}
