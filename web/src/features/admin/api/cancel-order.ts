import type { AdminCancelOrderBody, AdminOrderDetail } from '@functions/shop/order/contract';
import type { AuthedPost } from '../../../lib/auth/session';

/** `POST /admin/order/cancel-order`: an unpaid order is cancelled; the reason goes to the customer. Answers the server's message. */
export async function cancelOrder(post: AuthedPost, body: AdminCancelOrderBody): Promise<string> {
  const envelope = await post<AdminOrderDetail>('/admin/order/cancel-order', body);
  return envelope.message || 'Order cancelled';
}
