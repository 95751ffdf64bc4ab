import { useId } from 'react';
import type { Product } from '@functions/shop/product/contract';
import { StarRating } from '../../../components/reviews/star-rating';
import { ErrorState } from '../../../components/ui/status';
import { errorMessage } from '../../../lib/api-client';
import { useProductReviews } from '../api/fetch-product-reviews';
import { dateFormat as dateOnly } from '../../../lib/dates';


/**
 * The panel's reviews: the average from the product's own figures at once, the approved reviews fetched
 * when the panel opens (newest first, ten at a time).
 */
export function ProductReviews({ product }: { product: Product }) {
  const headingId = useId();
  const reviews = useProductReviews(product.id);
  const count = product.reviewCount ?? 0;

  return (
    <section className="panel__reviews" aria-labelledby={headingId}>
      <h3 id={headingId}>Reviews</h3>
      {count > 0 && product.ratingAverage != null ? (
        <p className="panel__rating">
          <StarRating value={product.ratingAverage} count={count} /> <span>{product.ratingAverage.toFixed(1)} out of 5</span>
        </p>
      ) : null}
      {reviews.status === 'loading' ? <p role="status">Loading reviews…</p> : null}
      {reviews.status === 'error' ? <ErrorState message={errorMessage(reviews.error)} onRetry={reviews.retry} /> : null}
      {reviews.status !== 'loading' && reviews.status !== 'error' && reviews.items.length === 0 ? <p>No reviews yet.</p> : null}
      {reviews.items.length > 0 ? (
        <ul className="review-list">
          {reviews.items.map((review) => (
            <li key={review.id} className="review-list__item">
              <StarRating value={review.rating} />
              <h4>{review.title}</h4>
              <p>{review.text}</p>
              <p className="review-list__meta">
                {review.authorName}, <time dateTime={review.created_at}>{dateOnly.format(new Date(review.created_at))}</time>
              </p>
            </li>
          ))}
        </ul>
      ) : null}
      {reviews.next ? (
        <button type="button" className="button button--outline" disabled={reviews.status === 'more'} onClick={reviews.loadMore}>
          {reviews.status === 'more' ? 'Loading…' : 'More reviews'}
        </button>
      ) : null}
    </section>
  );
}
