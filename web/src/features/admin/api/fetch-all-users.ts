import type { AdminPageMeta } from '@functions/shop/shared/contract';
import type { AdminUserRow } from '@functions/shop/user/contract';
import { useSession } from '../../../lib/auth/session';
import { invalidate, useQuery } from '../../../lib/use-query';
import { adminKeys } from './admin-keys';
import { pageMetaOf } from './page-meta';

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

export interface AdminUsersPage {
  items: AdminUserRow[];
  meta: AdminPageMeta;
}


/** `GET /admin/user/fetch-all-users`: one offset page (50) of users, newest first; `q` is an e-mail, a phone or a name. */
export function useAdminUsers(filter: UsersFilter) {
  const { authedGet, status } = useSession();
  const params = new URLSearchParams({ page: String(filter.page) });
  if (filter.q) params.set('q', filter.q);
  const search = params.toString();
  return useQuery(
    `${userKeys.list}${search}`,
    async (): Promise<AdminUsersPage> => {
      const envelope = await authedGet<AdminUserRow[]>(`/admin/user/fetch-all-users?${search}`);
      const meta = pageMetaOf(envelope.meta, filter.page);
      return { items: envelope.data ?? [], meta };
    },
    { enabled: status === 'signed-in', keepPrevious: true },
  );
}
