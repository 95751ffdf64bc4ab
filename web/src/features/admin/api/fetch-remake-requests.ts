import type { AdminRemakeRequest, RemakeStatus } from '@functions/shop/order/contract';
import type { AdminPageMeta } from '@functions/shop/shared/contract';
import { useSession } from '../../../lib/auth/session';
import { useQuery } from '../../../lib/use-query';
import { pageMetaOf } from './page-meta';

/** Every remake listing's query key starts with this, so a decision refreshes them all. */
export const remakeRequestsKey = 'admin:remakes:';

export interface RemakeRequestsFilter {
  page: number;
  status: RemakeStatus;
  orderID?: string;
}

export interface RemakeRequestsPage {
  items: AdminRemakeRequest[];
  meta: AdminPageMeta;
}

/** `GET /admin/order/fetch-remake-requests`: one page (50) of one status newest first, or of one order. */
export function useRemakeRequests(filter: RemakeRequestsFilter) {
  const { authedGet, status } = useSession();
  const params = new URLSearchParams({ page: String(filter.page), status: filter.status });
  if (filter.orderID) params.set('orderID', filter.orderID);
  const search = params.toString();
  return useQuery(
    `${remakeRequestsKey}${search}`,
    async (): Promise<RemakeRequestsPage> => {
      const envelope = await authedGet<AdminRemakeRequest[]>(`/admin/order/fetch-remake-requests?${search}`);
      return { items: envelope.data ?? [], meta: pageMetaOf(envelope.meta, filter.page) };
    },
    { enabled: status === 'signed-in', keepPrevious: true },
  );
}
