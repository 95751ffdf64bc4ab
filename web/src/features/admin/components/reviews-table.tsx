import { Link } from '../../../lib/router/link';
import type { AdminReview, ReviewStatus } from '@functions/shop/review/contract';
import { StarRating } from '../../../components/reviews/star-rating';
import { adminPaths } from '../../../config/admin-paths';
import { CardTable, serialColumn } from './card-table';
import '../../../components/orders/orders.css';
import { dateFormat as dateOnly } from '../../../lib/dates';

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
    <CardTable
      caption={caption}
      rows={reviews}
      rowKey={(review) => review.id}
      columns={[
        serialColumn(firstSerial),
        { label: 'Product', cell: (review) => review.productName },
        { label: 'Rating', cell: (review) => <StarRating value={review.rating} /> },
        { label: 'Title', cell: (review) => <Link to={adminPaths.reviewDetails.getHref(review.id)}>{review.title}</Link> },
        { label: 'Author', cell: (review) => review.authorName },
        { label: 'Date', cell: (review) => <time dateTime={review.created_at}>{dateOnly.format(new Date(review.created_at))}</time> },
        { label: 'Status', cell: (review) => <ReviewStatusBadge status={review.status} /> },
      ]}
    />
  );
}
