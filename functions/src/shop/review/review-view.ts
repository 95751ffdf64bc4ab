import { createHash } from 'node:crypto';
import type { ReviewItem } from '../db/review';
import type { AdminReview, MyReview, PublicReview } from './contract';

/** One review per (customer, product): its id is derived from both, so a second one collides on the key. */
export function reviewIdOf(userId: string, productId: string): string {
  return createHash('sha256').update(`${userId}\u0000${productId}`).digest('hex').slice(0, 32);
}

/** "Ada O.": the first name and the initial of the last, as reviews show their author. */
export function displayNameOf(fullName: string): string {
  const words = fullName.trim().split(/\s+/).filter(Boolean);
  const first = words[0] ?? 'Customer';
  const last = words.length > 1 ? words[words.length - 1] : undefined;
  return last ? `${first} ${last.charAt(0).toUpperCase()}.` : first;
}

export function toPublicReview(item: ReviewItem): PublicReview {
  return {
    id: item.reviewId,
    productId: item.productId,
    rating: item.rating,
    title: item.title,
    text: item.text,
    authorName: item.authorName,
    created_at: item.created_at,
  };
}

export function toMyReview(item: ReviewItem): MyReview {
  return { ...toPublicReview(item), orderID: item.orderID, status: item.status };
}

export function toAdminReview(item: ReviewItem): AdminReview {
  return { ...toMyReview(item), productName: item.productName, userId: item.userId, updated_at: item.updated_at };
}
