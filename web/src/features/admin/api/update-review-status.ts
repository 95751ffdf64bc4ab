import type { AdminReview, ModerationStatus } from '@functions/shop/review/contract';
import type { AuthedPost } from '../../../lib/auth/session';
import { invalidate } from '../../../lib/use-query';
import { reviewKeys } from './fetch-all-reviews';

/** `POST /admin/review/update-review-status`: approve or hide; the product's average follows on the server. */
export async function updateReviewStatus(post: AuthedPost, id: string, status: ModerationStatus): Promise<string> {
  const envelope = await post<AdminReview>('/admin/review/update-review-status', { id, status });
  invalidate(reviewKeys.all);
  invalidate('reviews:');
  invalidate('product');
  return envelope.message || 'Review updated';
}
