import type { AdminUserView } from '@functions/shop/user/contract';
import { useAdminRecord } from './admin-query';
import { userKeys } from './fetch-all-users';

/** `POST /admin/user/fetch-user-byID`: profile, delivery details, measurement sets, newest orders, admin flag. */
export function useAdminUser(id: string) {
  return useAdminRecord(userKeys.one(id), ({ authedPost }) => authedPost<AdminUserView>('/admin/user/fetch-user-byID', { id }), 'User not found', id !== '');
}
