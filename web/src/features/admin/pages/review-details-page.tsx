import { useState } from 'react';
import { useNavigate } from '../../../lib/router/router';
import { useParams } from '../../../lib/router/routes';
import { Link } from '../../../lib/router/link';
import type { AdminReview, ModerationStatus } from '@functions/shop/review/contract';
import { StarRating } from '../../../components/reviews/star-rating';
import { PageHeading, useDocumentTitle } from '../../../components/ui/page-heading';
import { ErrorState, LoadingNote } from '../../../components/ui/status';
import { adminPaths } from '../../../config/admin-paths';
import { errorMessage } from '../../../lib/api-client';
import { useSession } from '../../../lib/auth/session';
import { deleteReview } from '../api/delete-review';
import { useAdminReview } from '../api/fetch-review-by-id';
import { updateReviewStatus } from '../api/update-review-status';
import { ConfirmDialog } from '../components/confirm-dialog';
import { ReviewStatusBadge } from '../components/reviews-table';
import { toastWrite, useToastedWrite } from '../../../components/toast/use-toasted-write';
import { SummaryRow } from '../../../components/ui/summary-row';
import { dateTimeFormat as dateTime } from '../../../lib/dates';


function Moderation({ review }: { review: AdminReview }) {
  const { authedPost } = useSession();
  const navigate = useNavigate();
  const { busy, run } = useToastedWrite();
  const [confirming, setConfirming] = useState(false);

  const change = (status: ModerationStatus) => run(() => updateReviewStatus(authedPost, review.id, status));
  const remove = () => toastWrite(() => deleteReview(authedPost, review.id), () => navigate(adminPaths.reviews.getHref()));

  return (
    <div className="admin-dialog__actions">
      {review.status !== 'approved' ? (
        <button type="button" className="button button--primary" disabled={busy} aria-busy={busy} onClick={() => void change('approved')}>
          Approve
        </button>
      ) : null}
      {review.status !== 'hidden' ? (
        <button type="button" className="button button--outline" disabled={busy} aria-busy={busy} onClick={() => void change('hidden')}>
          Hide
        </button>
      ) : null}
      <button type="button" className="button button--outline" disabled={busy} onClick={() => setConfirming(true)}>
        Delete
      </button>
      {confirming ? (
        <ConfirmDialog
          title="Delete this review?"
          message={`The review “${review.title}” by ${review.authorName} will be removed for good. This cannot be undone.`}
          confirmLabel="Delete review"
          onConfirm={remove}
          onClose={() => setConfirming(false)}
        />
      ) : null}
    </div>
  );
}

/** `/admin/reviews/:id`: one review in full, with approve, hide and delete. */
export default function AdminReviewDetailsPage() {
  const { id = '' } = useParams();
  useDocumentTitle('Admin review');
  const review = useAdminReview(id);

  return (
    <>
      <Link className="back-link" to={adminPaths.reviews.getHref()}>
        <span aria-hidden="true">←</span> Back to reviews
      </Link>
      <PageHeading>Review</PageHeading>
      {review.status === 'loading' ? <LoadingNote>Loading the review</LoadingNote> : null}
      {review.status === 'error' ? <ErrorState message={errorMessage(review.error)} onRetry={review.retry} title="The review could not be loaded" /> : null}
      {review.status === 'success' ? (
        <section className="admin-section panel" aria-labelledby="review-title">
          <h2 id="review-title">{review.data.title}</h2>
          <p>
            <StarRating value={review.data.rating} /> <ReviewStatusBadge status={review.data.status} />
          </p>
          <p style={{ whiteSpace: 'pre-line' }}>{review.data.text}</p>
          <dl className="summary">
            <SummaryRow term="Product">{review.data.productName}</SummaryRow>
            <SummaryRow term="Author">{review.data.authorName}</SummaryRow>
            <SummaryRow term="Order">
              <Link to={adminPaths.orderDetails.getHref(review.data.orderID)}>{review.data.orderID}</Link>
            </SummaryRow>
            <SummaryRow term="Written">{dateTime.format(new Date(review.data.created_at))}</SummaryRow>
          </dl>
          <Moderation review={review.data} />
        </section>
      ) : null}
    </>
  );
}
