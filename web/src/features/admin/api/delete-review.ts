import type { AuthedPost } from '../../../lib/auth/session';
import { invalidate } from '../../../lib/use-query';
import { reviewKeys } from './fetch-all-reviews';

/** `POST /admin/review/delete-review`: the review goes for good; an approved one leaves its product's average. */
export async function deleteReview(post: AuthedPost, id: string): Promise<string> {
  const envelope = await post<{ id: string; productId: string }>('/admin/review/delete-review', { id });
  invalidate(reviewKeys.all);
  invalidate('reviews:');
  invalidate('product');
  return envelope.message || 'Review deleted';
}
