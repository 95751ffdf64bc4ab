import { useState } from 'react';
import type { Order } from '@functions/shop/order/contract';
import { wasPaid } from '../../../lib/orders/payment';
import type { MyReview } from '@functions/shop/review/contract';
import { StarRating } from '../../../components/reviews/star-rating';
import { useMyReviews } from '../api/fetch-my-reviews';
import { ReviewForm } from './review-form';
import { ResponsiveImage } from '../../../components/ui/responsive-image';

const statusNote: Record<MyReview['status'], string> = {
  pending: 'Thank you! Your review will appear once it is approved.',
  approved: 'Your review is published.',
  hidden: 'Your review is not shown in the shop.',
};

/**
 * "Reviews" on a completed order: one "Write a review" per product not yet reviewed (one review per product,
 * whichever order it came from); a reviewed product shows the customer's own review and its state instead.
 */
export function OrderReviews({ order }: { order: Order }) {
  // Once the garment is made: a completed order, paid (even if refunded in part since, a remake settled in money).
  // The server takes a review of any paid order that is not cancelled; the page asks only once it is completed.
  const reviewable = wasPaid(order.payment) && order.status === 'completed';
  const reviews = useMyReviews(order.orderID, reviewable);
  const [writing, setWriting] = useState<string | null>(null);
  if (!reviewable || reviews.status !== 'success') return null;
  const lines = order.orderItems.filter((line, index) => order.orderItems.findIndex((other) => other.productId === line.productId) === index);

  return (
    <section aria-labelledby="order-reviews">
      <h2 id="order-reviews">Reviews</h2>
      <ul className="order-reviews">
        {lines.map((line) => {
          const mine = reviews.data.find((review) => review.productId === line.productId);
          return (
            <li key={line.productId}>
              <span className="items-table__title">
                <ResponsiveImage src={line.coverImage} alt="" width={40} height={48} loading="lazy" />
                {line.title}
              </span>
              {mine ? (
                <p>
                  <StarRating value={mine.rating} /> “{mine.title}”. {statusNote[mine.status]}
                </p>
              ) : writing === line.productId ? (
                <ReviewForm orderID={order.orderID} productId={line.productId} productTitle={line.title} onDone={() => setWriting(null)} />
              ) : (
                <button type="button" className="button button--outline" aria-label={`Write a review of ${line.title}`} onClick={() => setWriting(line.productId)}>
                  Write a review
                </button>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
