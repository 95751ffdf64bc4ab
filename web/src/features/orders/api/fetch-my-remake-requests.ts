import type { RemakeRequest } from '@functions/shop/order/contract';
import { useSession } from '../../../lib/auth/session';
import { useQuery } from '../../../lib/use-query';

export function remakeRequestsKey(orderID: string): string {
  return `orders:remakes:${orderID}`;
}

/** `POST /order/fetch-my-remake-requests`: the signed-in customer's remake requests on one order, newest first. */
export function useMyRemakeRequests(orderID: string, enabled: boolean) {
  const { authedPost, status } = useSession();
  return useQuery(
    remakeRequestsKey(orderID),
    async () => {
      const envelope = await authedPost<RemakeRequest[]>('/order/fetch-my-remake-requests', { orderID });
      return envelope.data ?? [];
    },
    { enabled: enabled && status === 'signed-in' },
  );
}
