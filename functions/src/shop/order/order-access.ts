import { NotFoundError } from '../../lib/http/errors';
import { Order, type OrderItem } from '../db/order';

/** The caller's order; another customer's order is "not found", exactly like an unknown id. */
export async function loadOwnOrder(userId: string, orderID: string): Promise<OrderItem> {
  const { data } = await Order.get({ orderID }).go({ consistent: true });
  if (!data || data.userId !== userId) throw new NotFoundError('Order not found');
  return data;
}
