import { reviewStatuses } from '@functions/shop/review/contract';
import { PageHeading, useDocumentTitle } from '../../../components/ui/page-heading';
import { useAdminReviews, type ReviewsFilter } from '../api/fetch-all-reviews';
import { SearchForm, TableSkeleton } from '../components/admin-list-parts';
import { ListChips, chipsWithAll } from '../components/list-chips';
import { PagedResults, firstSerialOf } from '../components/paged-results';
import { ReviewsTable, reviewStatusLabel } from '../components/reviews-table';
import { useListFilter } from '../components/use-list-filter';

const statusChips = chipsWithAll(reviewStatuses, reviewStatusLabel);

/** `/admin/reviews`: every review newest first, by status and searched by title, author or product, 50 a page. */
export default function AdminReviewsPage() {
  useDocumentTitle('Admin reviews');
  const { filter, refine, searchBox, pager } = useListFilter<ReviewsFilter>({ page: 1 });
  const reviews = useAdminReviews(filter);

  return (
    <>
      <PageHeading>Reviews</PageHeading>
      <SearchForm label="Search reviews" placeholder="Title, author or product" {...searchBox} />
      <ListChips legend="Status" chips={statusChips} value={filter.status} onChange={(status) => refine({ status })} />
      <PagedResults
        {...pager}
        query={reviews}
        loading={<TableSkeleton rows={8} label="Loading reviews…" />}
        empty="No reviews match."
        pagerLabel="Review pages"
      >
        {(items, meta) => <ReviewsTable reviews={items} caption={`Reviews, page ${meta.page}`} firstSerial={firstSerialOf(meta.page)} />}
      </PagedResults>
    </>
  );
}
