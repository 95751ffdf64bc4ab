import type { Order } from '@functions/shop/order/contract';
import { useSession } from '../../../lib/auth/session';
import { invalidate } from '../../../lib/use-query';
import { usePagedQuery } from '../../../lib/use-paged-query';

const ordersPrefix = 'orders:';
const pageSize = 20;

/** `GET /order/fetch-my-orders`: the signed-in customer's orders, newest first, a page at a time. */
export function useMyOrders() {
  const { authedGet, user } = useSession();
  return usePagedQuery(`${ordersPrefix}mine:${user?.uuid ?? ''}`, async (cursor) => {
    const query = new URLSearchParams({ limit: String(pageSize) });
    if (cursor) query.set('cursor', cursor);
    const answer = await authedGet<Order[]>(`/order/fetch-my-orders?${query.toString()}`);
    return { items: (answer.data ?? []).map((order) => ({ id: order.orderID, order })), next: answer.next };
  });
}

/** After placing or paying an order: every cached order list and order. */
export function invalidateOrders(): void {
  invalidate(ordersPrefix);
}
