import type { Order } from '@functions/shop/order/contract';
import { useSession } from '../../../lib/auth/session';
import { useQuery } from '../../../lib/use-query';

export function orderKey(orderID: string): string {
  return `orders:one:${orderID}`;
}

/** `POST /order/fetch-order-byID`: the signed-in customer's own order (404 for anyone else's). */
export function useOrder(orderID: string) {
  const { authedPost, status } = useSession();
  return useQuery(
    orderKey(orderID),
    async () => {
      const envelope = await authedPost<Order>('/order/fetch-order-byID', { orderID });
      if (!envelope.data) throw new Error(envelope.message || 'Order not found');
      return envelope.data;
    },
    { enabled: status === 'signed-in' },
  );
}
