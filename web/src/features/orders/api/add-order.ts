import type { AddOrderBody, PlacedOrder } from '@functions/shop/order/contract';
import type { AuthedPost } from '../../../lib/auth/session';

/** `POST /order/add-order`: the server prices the order and answers with it and Pay's access code. */
export async function addOrder(post: AuthedPost, body: AddOrderBody): Promise<PlacedOrder> {
  const envelope = await post<PlacedOrder>('/order/add-order', body);
  if (!envelope.data) throw new Error(envelope.message || 'The order could not be placed');
  return envelope.data;
}
