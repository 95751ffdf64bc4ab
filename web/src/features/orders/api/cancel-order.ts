import type { Order } from '@functions/shop/order/contract';
import type { AuthedPost } from '../../../lib/auth/session';

/** `POST /order/cancel-order`: a pending, unpaid order is cancelled (its open payment too); answers it and the server's message. */
export async function cancelOrder(post: AuthedPost, orderID: string): Promise<{ order: Order; message: string }> {
  const envelope = await post<Order>('/order/cancel-order', { orderID });
  if (!envelope.data) throw new Error(envelope.message || 'The order could not be cancelled');
  return { order: envelope.data, message: envelope.message };
}
