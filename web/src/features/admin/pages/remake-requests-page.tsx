import { remakeStatuses, type RemakeStatus } from '@functions/shop/order/contract';
import { PageHeading, useDocumentTitle } from '../../../components/ui/page-heading';
import { LoadingNote } from '../../../components/ui/status';
import { useRemakeRequests, type RemakeRequestsFilter } from '../api/fetch-remake-requests';
import { ListChips } from '../components/list-chips';
import { PagedResults } from '../components/paged-results';
import { RemakeRequestList } from '../components/remake-requests';
import { useListFilter } from '../components/use-list-filter';

const statusLabels: Record<RemakeStatus, string> = { open: 'Open', accepted: 'Accepted', declined: 'Declined', refunded: 'Refunded' };
const statusChips = remakeStatuses.map((value) => ({ label: statusLabels[value], value }));

/** `/admin/orders/remakes`: customers' remake requests of one status, newest first, 50 a page; open ones can be decided. */
export default function RemakeRequestsPage() {
  useDocumentTitle('Admin remake requests');
  const { filter, refine, pager } = useListFilter<RemakeRequestsFilter>({ page: 1, status: 'open' });
  const requests = useRemakeRequests(filter);
  const label = statusLabels[filter.status];
  return (
    <>
      <PageHeading>Remake requests</PageHeading>
      <ListChips legend="Status" chips={statusChips} value={filter.status} onChange={(status) => refine({ status })} />
      <PagedResults
        {...pager}
        query={requests}
        loading={<LoadingNote>Loading remake requests…</LoadingNote>}
        empty={`No ${label.toLowerCase()} remake requests.`}
        pagerLabel="Remake request pages"
      >
        {(items, meta) => <RemakeRequestList requests={items} label={`${label} remake requests, page ${meta.page}`} />}
      </PagedResults>
    </>
  );
}
