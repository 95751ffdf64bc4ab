import type { PlacedOrder } from '@functions/shop/order/contract';
import type { AuthedPost } from '../../../lib/auth/session';

/** `POST /order/pay-again` ("Pay now"): a new payment attempt on the same order. */
export async function payAgain(post: AuthedPost, orderID: string): Promise<PlacedOrder> {
  const envelope = await post<PlacedOrder>('/order/pay-again', { orderID });
  if (!envelope.data) throw new Error(envelope.message || 'The payment could not be started');
  return envelope.data;
}
