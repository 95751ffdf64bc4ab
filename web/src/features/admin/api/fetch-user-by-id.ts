import type { AdminUserView } from '@functions/shop/user/contract';
import { useSession } from '../../../lib/auth/session';
import { useQuery } from '../../../lib/use-query';
import { userKeys } from './fetch-all-users';

/** `POST /admin/user/fetch-user-byID`: profile, delivery details, measurement sets, newest orders, admin flag. */
export function useAdminUser(id: string) {
  const { authedPost, status } = useSession();
  return useQuery(
    userKeys.one(id),
    async () => {
      const envelope = await authedPost<AdminUserView>('/admin/user/fetch-user-byID', { id });
      if (!envelope.data) throw new Error(envelope.message || 'User not found');
      return envelope.data;
    },
    { enabled: status === 'signed-in' && id !== '' },
  );
}
