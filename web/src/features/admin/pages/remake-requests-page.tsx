import { useState } from 'react';
import { remakeStatuses, type RemakeStatus } from '@functions/shop/order/contract';
import { PageHeading, useDocumentTitle } from '../../../components/ui/page-heading';
import { ErrorState, LoadingNote } from '../../../components/ui/status';
import { errorMessage } from '../../../lib/api-client';
import { useRemakeRequests } from '../api/fetch-remake-requests';
import { AdminPager } from '../components/admin-list-parts';
import { RemakeRequestList } from '../components/remake-requests';

const statusLabels: Record<RemakeStatus, string> = { open: 'Open', accepted: 'Accepted', declined: 'Declined' };

/** `/admin/orders/remakes`: customers' remake requests of one status, newest first, 50 a page; open ones can be decided. */
export default function RemakeRequestsPage() {
  useDocumentTitle('Admin remake requests');
  const [status, setStatus] = useState<RemakeStatus>('open');
  const [page, setPage] = useState(1);
  const requests = useRemakeRequests({ page, status });
  return (
    <>
      <PageHeading>Remake requests</PageHeading>
      <fieldset className="admin-chips">
        <legend>Status</legend>
        {remakeStatuses.map((value) => (
          <button
            key={value}
            type="button"
            className="admin-chip"
            aria-pressed={status === value}
            onClick={() => {
              setStatus(value);
              setPage(1);
            }}
          >
            {statusLabels[value]}
          </button>
        ))}
      </fieldset>
      {requests.status === 'loading' ? <LoadingNote>Loading remake requests…</LoadingNote> : null}
      {requests.status === 'error' ? <ErrorState message={errorMessage(requests.error)} onRetry={requests.retry} /> : null}
      {requests.status === 'success' ? (
        <>
          {requests.data.items.length === 0 ? (
            <p role="status">No {statusLabels[status].toLowerCase()} remake requests.</p>
          ) : (
            <RemakeRequestList requests={requests.data.items} label={`${statusLabels[status]} remake requests, page ${requests.data.meta.page}`} />
          )}
          <AdminPager
            label="Remake request pages"
            page={page}
            nextDisabled={!requests.data.meta.hasMore}
            onPrevious={() => setPage((current) => current - 1)}
            onNext={() => setPage((current) => current + 1)}
          />
        </>
      ) : null}
    </>
  );
}
