import type { PublicReview } from '@functions/shop/review/contract';
import { apiGet } from '../../../lib/api-client';
import { usePagedQuery } from '../../../lib/use-paged-query';

/** Query key of a product's approved reviews; `invalidate(productReviewsKey(id))` drops every page. */
export function productReviewsKey(productId: string): string {
  return `reviews:product:${productId}`;
}

/** One page of `GET /product/{id}/reviews`: approved reviews, newest first. */
export async function fetchProductReviews(productId: string, cursor?: string): Promise<{ items: PublicReview[]; next: string | undefined }> {
  const envelope = await apiGet<PublicReview[]>(`/product/${encodeURIComponent(productId)}/reviews`, { query: { limit: 10, cursor } });
  return { items: envelope.data ?? [], next: envelope.next };
}

/** The product panel's reviews, fetched only when the panel opens, with `loadMore` for older ones. */
export function useProductReviews(productId: string) {
  return usePagedQuery(productReviewsKey(productId), (cursor) => fetchProductReviews(productId, cursor));
}
