import { useState, type FormEvent } from 'react';
import { reviewStatuses, type ReviewStatus } from '@functions/shop/review/contract';
import { PageHeading, useDocumentTitle } from '../../../components/ui/page-heading';
import { ErrorState } from '../../../components/ui/status';
import { errorMessage } from '../../../lib/api-client';
import { useAdminReviews, type ReviewsFilter } from '../api/fetch-all-reviews';
import { AdminPager, SearchForm } from '../components/admin-list-parts';
import { TableSkeleton } from '../components/orders-table';
import { ReviewsTable, reviewStatusLabel } from '../components/reviews-table';

const perPage = 50;
const statusChips: { label: string; value: ReviewStatus | undefined }[] = [
  { label: 'All', value: undefined },
  ...reviewStatuses.map((status) => ({ label: reviewStatusLabel(status), value: status })),
];

/** `/admin/reviews`: every review newest first, by status and searched by title, author or product, 50 a page. */
export default function AdminReviewsPage() {
  useDocumentTitle('Admin reviews');
  const [draft, setDraft] = useState('');
  const [filter, setFilter] = useState<ReviewsFilter>({ page: 1 });
  const reviews = useAdminReviews(filter);

  const refine = (changes: Partial<ReviewsFilter>) => setFilter((previous) => ({ ...previous, ...changes, page: 1 }));
  const search = (event: FormEvent) => {
    event.preventDefault();
    refine({ q: draft.trim() || undefined });
  };

  return (
    <>
      <PageHeading>Reviews</PageHeading>
      <SearchForm label="Search reviews" value={draft} onChange={setDraft} placeholder="Title, author or product" onSubmit={search} />
      <fieldset className="admin-chips">
        <legend>Status</legend>
        {statusChips.map((chip) => (
          <button key={chip.label} type="button" className="admin-chip" aria-pressed={filter.status === chip.value} onClick={() => refine({ status: chip.value })}>
            {chip.label}
          </button>
        ))}
      </fieldset>
      {reviews.status === 'loading' ? <TableSkeleton rows={8} label="Loading reviews…" /> : null}
      {reviews.status === 'error' ? <ErrorState message={errorMessage(reviews.error)} onRetry={reviews.retry} /> : null}
      {reviews.status === 'success' ? (
        <>
          {reviews.data.items.length === 0 ? (
            <p role="status">No reviews match.</p>
          ) : (
            <ReviewsTable reviews={reviews.data.items} caption={`Reviews, page ${reviews.data.meta.page}`} firstSerial={(reviews.data.meta.page - 1) * perPage + 1} />
          )}
          <AdminPager
            label="Review pages"
            page={filter.page}
            nextDisabled={!reviews.data.meta.hasMore}
            onPrevious={() => setFilter((previous) => ({ ...previous, page: previous.page - 1 }))}
            onNext={() => setFilter((previous) => ({ ...previous, page: previous.page + 1 }))}
          />
        </>
      ) : null}
    </>
  );
}
