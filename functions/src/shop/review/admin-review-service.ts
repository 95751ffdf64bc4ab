import type * as z from '../../lib/zod';
import { isTransactionCancelled } from '../../lib/db/condition-failure';
import { transactWrite } from '../../lib/db/transact';
import { NotFoundError } from '../../lib/http/errors';
import type { ModerationStatus, ReviewStatus } from '../domain/review-states';
import { Product } from '../db/product';
import { Review, type ReviewItem } from '../db/review';
import { shopTables, type ShopWrite, type ShopWriters } from '../db/transaction';
import { auditWrite } from '../shared/audit';
import { readOffsetPage, type OffsetPage, type PageReader } from '../shared/offset-paging';
import { adminPageSize } from '../shared/contract';
import type { AdminReview, fetchAllReviewsQuery } from './contract';
import { toAdminReview } from './review-view';

type Query = z.output<typeof fetchAllReviewsQuery>;
const maxTries = 5;

/** How a status change moves the product's approved count and rating sum. */
export function ratingDelta(from: ReviewStatus | null, to: ReviewStatus | null, rating: number): { count: number; sum: number } {
  const before = from === 'approved' ? 1 : 0;
  const after = to === 'approved' ? 1 : 0;
  return { count: after - before, sum: (after - before) * rating };
}

async function loadReview(id: string): Promise<ReviewItem> {
  const { data } = await Review.get({ reviewId: id }).go({ consistent: true });
  if (!data) throw new NotFoundError('Review not found');
  return data;
}

/**
 * The product counter write of a change, when the count moves and the product still exists (a deleted
 * product has no card to show it on). Conditional on the product, so it never creates a partial item.
 */
async function productCounterWrite(review: ReviewItem, delta: { count: number; sum: number }): Promise<((writers: ShopWriters) => ShopWrite) | null> {
  if (delta.count === 0) return null;
  const { data } = await Product.get({ id: review.productId }).go({ consistent: true, attributes: ['id'] });
  if (!data) return null;
  return (writers) =>
    writers.product
      .update({ id: review.productId })
      .add({ reviewCount: delta.count, ratingSum: delta.sum })
      .where((attr, op) => op.exists(attr.id))
      .commit();
}

function summary(item: Pick<ReviewItem, 'status' | 'rating' | 'title' | 'productName'>): Record<string, unknown> {
  return { status: item.status, rating: item.rating, title: item.title, product: item.productName };
}

function readerFor(query: Query): PageReader<ReviewItem> {
  const q = query.q?.toLowerCase();
  return (cursor, limit) => {
    const base = query.status ? Review.query.byStatus({ status: query.status }) : Review.query.newest({});
    return base.where((attr, op) => (q ? op.contains(attr.searchText, q) : '')).go({ order: 'desc', cursor, limit });
  };
}

/** `GET /admin/review/fetch-all-reviews`: offset pages of 50, newest first, by status, searched by title, author or product. */
export async function fetchAllReviews(query: Query): Promise<OffsetPage<AdminReview>> {
  const page = await readOffsetPage(readerFor(query), query.page, adminPageSize);
  return { ...page, items: page.items.map(toAdminReview) };
}

/** `POST /admin/review/fetch-review-byID` */
export async function fetchReview(id: string): Promise<AdminReview> {
  return toAdminReview(await loadReview(id));
}

/**
 * `POST /admin/review/update-review-status`: approve or hide. The review, its product's counters and the
 * audit entry are one transaction, conditional on the review as read, so two admins at once never count
 * it twice. The whole item is rewritten so its index keys follow the status.
 */
export async function updateReviewStatus(actorId: string, id: string, status: ModerationStatus): Promise<AdminReview> {
  for (let tries = 1; ; tries += 1) {
    const review = await loadReview(id);
    if (review.status === status) return toAdminReview(review);
    const at = new Date().toISOString();
    const updated: ReviewItem = { ...review, status, updated_at: at };
    const counter = await productCounterWrite(review, ratingDelta(review.status, status, review.rating));
    try {
      await transactWrite(
        shopTables.transaction.write((writers) => [
          writers.review
            .put(updated)
            .where((attr, op) => `${op.eq(attr.status, review.status)} AND ${op.eq(attr.updated_at, review.updated_at)}`)
            .commit(),
          ...(counter ? [counter(writers)] : []),
          auditWrite(writers, { actorId, entity: 'review', entityId: id, action: 'update-status', before: { status: review.status }, after: { status } }, at),
        ]),
      );
      return toAdminReview(updated);
    } catch (error) {
      if (!isTransactionCancelled(error) || tries >= maxTries) throw error;
    }
  }
}

/** `POST /admin/review/delete-review`: the review goes; an approved one leaves its product's figures too. */
export async function deleteReview(actorId: string, id: string): Promise<{ id: string; productId: string }> {
  for (let tries = 1; ; tries += 1) {
    const review = await loadReview(id);
    const counter = await productCounterWrite(review, ratingDelta(review.status, null, review.rating));
    try {
      await transactWrite(
        shopTables.transaction.write((writers) => [
          writers.review
            .delete({ reviewId: id })
            .where((attr, op) => op.eq(attr.updated_at, review.updated_at))
            .commit(),
          ...(counter ? [counter(writers)] : []),
          auditWrite(writers, { actorId, entity: 'review', entityId: id, action: 'delete', before: summary(review) }),
        ]),
      );
      return { id, productId: review.productId };
    } catch (error) {
      if (!isTransactionCancelled(error) || tries >= maxTries) throw error;
    }
  }
}
