import * as z from '../../lib/zod';
import { moderationStatuses, reviewStatuses, type ReviewStatus } from '../domain/review-states';
import { adminPageQuery, itemIdSchema, pageFields } from '../shared/contract';

/** Shapes of the review routes, shared with the browser. */

export { moderationStatuses, reviewStatuses, type ModerationStatus, type ReviewStatus } from '../domain/review-states';

export const maxReviewTitle = 120;
export const maxReviewText = 2000;

const orderID = /* @__PURE__ */ z.pure(() => z.string({ error: 'orderID is required' }).check(z.trim(), z.minLength(1, 'orderID is required'), z.maxLength(40, 'orderID is not valid')));

/** `POST /review/add-review`: the caller's paid order that holds the product, 1–5 stars, a title and the text. */
export const addReviewBody = /* @__PURE__ */ z.pure(() => z.object({
  orderID,
  productId: z.string({ error: 'productId is required' }).check(z.trim(), z.minLength(1, 'productId is required'), z.maxLength(64, 'productId is not valid')),
  rating: z.number({ error: 'Please choose a rating from 1 to 5 stars' }).check(z.int('Please choose a rating from 1 to 5 stars'), z.gte(1, 'Please choose a rating from 1 to 5 stars'), z.lte(5, 'Please choose a rating from 1 to 5 stars')),
  title: z.string({ error: 'Please give your review a title' }).check(z.trim(), z.minLength(1, 'Please give your review a title'), z.maxLength(maxReviewTitle, `The title must be at most ${maxReviewTitle} characters`)),
  text: z.string({ error: 'Please write your review' }).check(z.trim(), z.minLength(1, 'Please write your review'), z.maxLength(maxReviewText, `The review must be at most ${maxReviewText} characters`)),
}));
export type AddReviewBody = z.input<typeof addReviewBody>;

/** `GET /review/fetch-my-reviews?orderID=`: the caller's reviews of that order's products. */
export const fetchMyReviewsQuery = /* @__PURE__ */ z.pure(() => z.object({ orderID }));

/** `GET /product/{id}/reviews?limit=&cursor=`: a product's approved reviews, newest first. */
export const productReviewsParams = /* @__PURE__ */ z.pure(() => z.object({ id: z.string().check(z.trim(), z.minLength(1, 'id is required'), z.maxLength(64, 'id is not valid')) }));
export const productReviewsQuery = /* @__PURE__ */ z.pure(() => z.object({ ...pageFields }));

/** `GET /admin/review/fetch-all-reviews?page=&status=&q=`: `q` searches title, author and product name. */
export const fetchAllReviewsQuery = /* @__PURE__ */ z.pure(() => z.extend(adminPageQuery, {
  status: z.optional(z.enum(reviewStatuses, { error: `status must be one of ${reviewStatuses.join(', ')}` })),
  q: z.optional(z.string().check(z.trim(), z.maxLength(100, 'search must be at most 100 characters'))),
}));

/** `POST /admin/review/fetch-review-byID` and `POST /admin/review/delete-review` */
export const reviewIdBody = /* @__PURE__ */ z.pure(() => z.object({ id: itemIdSchema }));

/** `POST /admin/review/update-review-status` */
export const updateReviewStatusBody = /* @__PURE__ */ z.pure(() => z.object({
  id: itemIdSchema,
  status: z.enum(moderationStatuses, { error: `status must be one of ${moderationStatuses.join(', ')}` }),
}));
export type UpdateReviewStatusBody = z.input<typeof updateReviewStatusBody>;

/** A review as the storefront shows it (approved only). */
export interface PublicReview {
  id: string;
  productId: string;
  rating: number;
  title: string;
  text: string;
  authorName: string;
  created_at: string;
}

/** The caller's own review, whatever its status (the order page hides the form for reviewed products). */
export interface MyReview extends PublicReview {
  orderID: string;
  status: ReviewStatus;
}

/** A review as the back office sees it. */
export interface AdminReview extends MyReview {
  productName: string;
  userId: string;
  updated_at: string;
}

/** `data` of a status change or a delete: the review and its product's new figures. */
export interface ProductRating {
  productId: string;
  reviewCount: number;
  ratingAverage: number | null;
}
