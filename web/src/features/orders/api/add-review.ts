import type { AddReviewBody, MyReview } from '@functions/shop/review/contract';
import type { AuthedPost } from '../../../lib/auth/session';

/** `POST /review/add-review`: a review of a product from the caller's paid order; it waits for approval. */
export async function addReview(post: AuthedPost, body: AddReviewBody): Promise<{ review: MyReview; message: string }> {
  const envelope = await post<MyReview>('/review/add-review', body);
  if (!envelope.data) throw new Error(envelope.message || 'The review could not be sent');
  return { review: envelope.data, message: envelope.message };
}
