import type { Dashboard } from '@functions/shop/dashboard/contract';
import { adminKeys } from './admin-keys';
import { useAdminRecord } from './admin-query';

/** `GET /admin/dashboard`: counters and the last 30 days' and 12 months' sales. */
export function useDashboard() {
  return useAdminRecord(adminKeys.dashboard, ({ authedGet }) => authedGet<Dashboard>('/admin/dashboard'), 'The dashboard could not be loaded');
}
