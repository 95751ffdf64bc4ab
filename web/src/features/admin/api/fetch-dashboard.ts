import type { Dashboard } from '@functions/shop/dashboard/contract';
import { useSession } from '../../../lib/auth/session';
import { useQuery } from '../../../lib/use-query';
import { adminKeys } from './admin-keys';

/** `GET /admin/dashboard`: counters and the last 30 days' and 12 months' sales. */
export function useDashboard() {
  const { authedGet, status } = useSession();
  return useQuery(
    adminKeys.dashboard,
    async () => {
      const envelope = await authedGet<Dashboard>('/admin/dashboard');
      if (!envelope.data) throw new Error(envelope.message || 'The dashboard could not be loaded');
      return envelope.data;
    },
    { enabled: status === 'signed-in' },
  );
}
