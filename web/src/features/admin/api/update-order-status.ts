import type { AdminOrder, OrderStatus } from '@functions/shop/order/contract';
import type { AuthedPost } from '../../../lib/auth/session';

/**
 * `POST /admin/order/update-order-status`: the server notifies the customer in-app and by e-mail. Work on an
 * unpaid order starts only with `confirmUnpaid` (the admin has been told it is unpaid).
 */
export async function updateOrderStatus(post: AuthedPost, orderID: string, status: OrderStatus | '', confirmUnpaid = false): Promise<string> {
  const envelope = await post<AdminOrder>('/admin/order/update-order-status', { orderID, status: status || undefined, ...(confirmUnpaid ? { confirmUnpaid: true } : {}) });
  return envelope.message || 'Order status updated';
}
