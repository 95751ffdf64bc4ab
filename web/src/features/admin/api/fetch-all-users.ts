import type { AdminUserRow } from '@functions/shop/user/contract';
import { invalidate } from '../../../lib/use-query';
import { adminKeys } from './admin-keys';
import { pageSearch, useAdminTablePage } from './admin-query';

/** Query keys of the users section: every key starts with `admin:user`, so one prefix refreshes them all. */
export const userKeys = {
  all: 'admin:user',
  list: 'admin:users:',
  one: (id: string) => `admin:user:${id.toLowerCase()}`,
};

/** After a users write: the tables, every user view and the dashboard's users counter. */
export function invalidateUsers(): void {
  invalidate(userKeys.all);
  invalidate(adminKeys.dashboard);
}

export interface UsersFilter {
  page: number;
  q?: string;
}

/** `GET /admin/user/fetch-all-users`: one offset page (50) of users, newest first; `q` is an e-mail, a phone or a name. */
export function useAdminUsers(filter: UsersFilter) {
  return useAdminTablePage<AdminUserRow>('/admin/user/fetch-all-users', (search) => `${userKeys.list}${search}`, filter.page, pageSearch(filter, ['q']));
}
