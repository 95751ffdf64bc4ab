import type { TwoFactorStatus } from '@functions/shop/auth/contract';
import { useSession } from '../../../lib/auth/session';
import { useQuery } from '../../../lib/use-query';

export const twoFactorKey = 'admin:two-factor';

/** `GET /admin/setting/fetch-two-factor`: whether the signed-in admin's two-factor sign-in is on. */
export function useTwoFactorStatus() {
  const { authedGet, status } = useSession();
  return useQuery(
    twoFactorKey,
    async () => {
      const envelope = await authedGet<TwoFactorStatus>('/admin/setting/fetch-two-factor');
      if (!envelope.data) throw new Error(envelope.message || 'Two-factor status could not be loaded');
      return envelope.data;
    },
    { enabled: status === 'signed-in' },
  );
}
