import type { Order } from '@functions/shop/order/contract';
import type { AuthedPost } from '../../../lib/auth/session';

/** `POST /order/verify-payment`: the Shop asks Pay and marks the order paid if Pay says so. */
export async function verifyPayment(post: AuthedPost, orderID: string): Promise<{ order: Order; message: string }> {
  const envelope = await post<Order>('/order/verify-payment', { orderID });
  if (!envelope.data) throw new Error(envelope.message || 'The payment could not be confirmed');
  return { order: envelope.data, message: envelope.message };
}
