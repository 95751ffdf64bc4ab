import type { AdminReview } from '@functions/shop/review/contract';
import { useAdminRecord } from './admin-query';
import { reviewKeys } from './fetch-all-reviews';

/** `POST /admin/review/fetch-review-byID`: one review, whatever its status. */
export function useAdminReview(id: string) {
  return useAdminRecord(reviewKeys.one(id), ({ authedPost }) => authedPost<AdminReview>('/admin/review/fetch-review-byID', { id }), 'Review not found');
}
