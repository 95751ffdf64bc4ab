import type { AdminOrder } from '@functions/shop/order/contract';
import { useSession } from '../../../lib/auth/session';
import { useQuery } from '../../../lib/use-query';
import { adminKeys } from './admin-keys';

/** `POST /admin/order/fetch-order-byID`: any customer's order. */
export function useAdminOrder(orderID: string) {
  const { authedPost, status } = useSession();
  return useQuery(
    adminKeys.order(orderID),
    async () => {
      const envelope = await authedPost<AdminOrder>('/admin/order/fetch-order-byID', { orderID });
      if (!envelope.data) throw new Error(envelope.message || 'Order not found');
      return envelope.data;
    },
    { enabled: status === 'signed-in' },
  );
}
