import type * as z from '../../lib/zod';
import { documentClient } from '../../lib/db/document-client';
import { isConditionFailure } from '../../lib/db/condition-failure';
import { queryPage } from '../../lib/db/paged-query';
import { BadRequestError, ConflictError, NotFoundError } from '../../lib/http/errors';
import { Order, type OrderItem } from '../db/order';
import { Review, type ReviewItem } from '../db/review';
import type { addReviewBody, MyReview, PublicReview } from './contract';
import { displayNameOf, reviewIdOf, toMyReview, toPublicReview } from './review-view';
import { wasPaid } from '../domain/order-states';

type AddReviewInput = z.output<typeof addReviewBody>;

/** The caller's order; another customer's order is "not found", exactly like an unknown id. */
async function loadOwnOrder(userId: string, orderID: string): Promise<OrderItem> {
  const { data } = await Order.get({ orderID }).go({ consistent: true });
  if (!data || data.userId !== userId) throw new NotFoundError('Order not found');
  return data;
}

function sameReview(item: ReviewItem, input: AddReviewInput): boolean {
  return item.orderID === input.orderID && item.rating === input.rating && item.title === input.title && item.text === input.text;
}

/**
 * `POST /review/add-review`: a verified purchase only (the caller's own paid order holds the product), one
 * review per product per customer. The review waits as `pending` until an admin approves it. A retry of
 * the same request answers with the stored review; a different second review is a 409.
 */
export async function addReview(userId: string, input: AddReviewInput, now = new Date()): Promise<{ review: MyReview; created: boolean }> {
  const order = await loadOwnOrder(userId, input.orderID);
  // Paid, even if part or all of it was refunded since (a remake settled in money): the customer bought it. A cancelled order was never delivered.
  if (!wasPaid(order.payment) || order.status === 'cancelled') throw new ConflictError('You can review a product once its order is paid');
  const line = order.orderItems.find((item) => item.productId === input.productId);
  if (!line) throw new BadRequestError('This order does not contain that product', [{ path: 'productId', message: 'This order does not contain that product' }]);
  const at = now.toISOString();
  const authorName = displayNameOf(order.name);
  const item: ReviewItem = {
    reviewId: reviewIdOf(userId, input.productId),
    userId,
    productId: input.productId,
    productName: line.title,
    orderID: order.orderID,
    rating: input.rating,
    title: input.title,
    text: input.text,
    authorName,
    status: 'pending',
    searchText: `${input.title} ${authorName} ${line.title}`.toLowerCase(),
    created_at: at,
    updated_at: at,
  };
  try {
    await Review.create(item).go({ response: 'none' });
    return { review: toMyReview(item), created: true };
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
  }
  const { data: existing } = await Review.get({ reviewId: item.reviewId }).go({ consistent: true });
  if (existing && sameReview(existing, input)) return { review: toMyReview(existing), created: false };
  throw new ConflictError('You have already reviewed this product');
}

/** `GET /review/fetch-my-reviews?orderID=`: the caller's reviews of the products in one of their orders. */
export async function fetchMyReviews(userId: string, orderID: string): Promise<MyReview[]> {
  const order = await loadOwnOrder(userId, orderID);
  const productIds = [...new Set(order.orderItems.map((line) => line.productId))];
  if (productIds.length === 0) return [];
  const { data } = await Review.get(productIds.map((productId) => ({ reviewId: reviewIdOf(userId, productId) }))).go({ consistent: true });
  return data.filter((item) => item.userId === userId).map(toMyReview);
}

/** `GET /product/{id}/reviews`: a product's approved reviews, newest first, a page at a time. */
export async function fetchProductReviews(productId: string, page: { limit: number; cursor?: string | undefined }): Promise<{ items: PublicReview[]; next?: string }> {
  const params = Review.query.byProduct({ productId, status: 'approved' }).params({ order: 'desc' });
  const found = await queryPage(documentClient, params, page);
  const { data } = Review.parse({ Items: found.items });
  return { items: data.map(toPublicReview), ...(found.next ? { next: found.next } : {}) };
}
