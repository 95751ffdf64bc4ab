import type { Order } from '../../functions/src/shop/order/contract';
import type { Product } from '../../functions/src/shop/product/contract';
import { asAdmin } from './admin';
import { api } from './api-client';
import { chargedOrder, type Shopper } from './orders';

/** Helpers for the review tests: a paid order holding given products, and a product's public figures. */

/** Places an order for one piece of each product, pays it by card and waits until the Shop records it paid. */
export async function paidOrder(shopper: Shopper, productIds: readonly string[]): Promise<Order> {
  const order = await chargedOrder(shopper, productIds);
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    const answer = await api<Order>('/order/verify-payment', { token: shopper.token, body: { orderID: order.orderID } });
    if (answer.body.data?.payment === 'paid') return answer.body.data;
    await new Promise((wake) => setTimeout(wake, 250));
  }
  throw new Error(`Order ${order.orderID} was not paid in time`);
}

/** A paid order the back office has then tailored and completed: the state in which it may be reviewed. */
export async function completedOrder(shopper: Shopper, productIds: readonly string[]): Promise<Order> {
  const order = await paidOrder(shopper, productIds);
  for (const status of ['processing', 'completed']) {
    const moved = await asAdmin('/admin/order/update-order-status', { body: { orderID: order.orderID, status } });
    if (moved.status !== 200) throw new Error(`Order ${order.orderID} did not move to ${status}: ${moved.body.message}`);
  }
  return { ...order, status: 'completed' };
}

/** A product as the storefront reads it (count and average of its approved reviews included). */
export async function productFigures(productId: string): Promise<{ reviewCount: number; ratingAverage: number | null }> {
  const answer = await api<Product>(`/product/${encodeURIComponent(productId)}`);
  if (!answer.body.data) throw new Error(`No product ${productId}`);
  return { reviewCount: answer.body.data.reviewCount ?? 0, ratingAverage: answer.body.data.ratingAverage ?? null };
}
