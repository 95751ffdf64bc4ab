import { Link } from 'react-router-dom';
import type { AdminReview, ReviewStatus } from '@functions/shop/review/contract';
import { StarRating } from '../../../components/reviews/star-rating';
import { adminPaths } from '../../../config/admin-paths';
import '../../../components/orders/orders.css';

const dateOnly = new Intl.DateTimeFormat('en-NG', { dateStyle: 'medium' });
const labels: Record<ReviewStatus, string> = { pending: 'Pending', approved: 'Approved', hidden: 'Hidden' };
const tones: Record<ReviewStatus, string> = { pending: 'yellow', approved: 'green', hidden: 'red' };

export function reviewStatusLabel(status: ReviewStatus): string {
  return labels[status];
}

export function ReviewStatusBadge({ status }: { status: ReviewStatus }) {
  return <span className={`badge badge--${tones[status]}`}>{labels[status]}</span>;
}

/** The reviews table (serial, product, rating, title, author, date, status); on phones each row reads as a card. */
export function ReviewsTable({ reviews, caption, firstSerial }: { reviews: AdminReview[]; caption: string; firstSerial: number }) {
  return (
    <table className="admin-table admin-table--cards">
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">S/N</th>
          <th scope="col">Product</th>
          <th scope="col">Rating</th>
          <th scope="col">Title</th>
          <th scope="col">Author</th>
          <th scope="col">Date</th>
          <th scope="col">Status</th>
        </tr>
      </thead>
      <tbody>
        {reviews.map((review, index) => (
          <tr key={review.id}>
            <td data-label="S/N">{firstSerial + index}</td>
            <td data-label="Product">{review.productName}</td>
            <td data-label="Rating">
              <StarRating value={review.rating} />
            </td>
            <td data-label="Title">
              <Link to={adminPaths.reviewDetails.getHref(review.id)}>{review.title}</Link>
            </td>
            <td data-label="Author">{review.authorName}</td>
            <td data-label="Date">
              <time dateTime={review.created_at}>{dateOnly.format(new Date(review.created_at))}</time>
            </td>
            <td data-label="Status">
              <ReviewStatusBadge status={review.status} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
