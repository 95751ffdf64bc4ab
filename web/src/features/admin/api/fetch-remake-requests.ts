import type { AdminRemakeRequest, RemakeStatus } from '@functions/shop/order/contract';
import { pageSearch, useAdminTablePage } from './admin-query';

/** Every remake listing's query key starts with this, so a decision refreshes them all. */
export const remakeRequestsKey = 'admin:remakes:';

export interface RemakeRequestsFilter {
  page: number;
  status: RemakeStatus;
  orderID?: string;
}

/** `GET /admin/order/fetch-remake-requests`: one page (50) of one status newest first, or of one order. */
export function useRemakeRequests(filter: RemakeRequestsFilter) {
  const search = pageSearch(filter, ['status', 'orderID']);
  return useAdminTablePage<AdminRemakeRequest>('/admin/order/fetch-remake-requests', (key) => `${remakeRequestsKey}${key}`, filter.page, search);
}
