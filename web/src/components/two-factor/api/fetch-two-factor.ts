import type { TwoFactorStatus } from '@functions/shop/auth/contract';
import { useSession } from '../../../lib/auth/session';
import { useQuery } from '../../../lib/use-query';

export const twoFactorKey = 'account:two-factor';

/** `GET /auth/fetch-two-factor`: whether the signed-in user's (customer's or admin's) two-factor sign-in is on. */
export function useTwoFactorStatus() {
  const { authedGet, status } = useSession();
  return useQuery(
    twoFactorKey,
    async () => {
      const envelope = await authedGet<TwoFactorStatus>('/auth/fetch-two-factor');
      if (!envelope.data) throw new Error(envelope.message || 'Two-factor status could not be loaded');
      return envelope.data;
    },
    { enabled: status === 'signed-in' },
  );
}
