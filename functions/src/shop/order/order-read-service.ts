import { documentClient } from '../../lib/db/document-client';
import { firstPage, queryPage } from '../../lib/db/paged-query';
import { Order } from '../db/order';
import type { Order as OrderView } from './contract';
import { loadOwnOrder } from './order-access';
import { listedOrders, orderWithRefunds } from './refund-records';

/* Apart from placing an order, so the read routes' bundles carry neither its user-pool lookup nor its Pay call. */

/** The caller's orders, newest first, one page at a time. */
export async function fetchMyOrders(userId: string, page: { limit: number; cursor?: string | undefined }): Promise<{ items: OrderView[]; next?: string }> {
  const params = Order.query.byUser({ userId }).params({ order: 'desc' });
  const found = await queryPage(documentClient, params, page);
  const { data } = Order.parse({ Items: found.items });
  return { items: await listedOrders(data), ...(found.next ? { next: found.next } : {}) };
}

/** The caller's newest orders for a summary (`/user/me`): no cursor, so no cursor key. */
export async function latestOrders(userId: string, limit: number): Promise<OrderView[]> {
  const items = await firstPage(documentClient, Order.query.byUser({ userId }).params({ order: 'desc' }), { limit });
  return listedOrders(Order.parse({ Items: items }).data);
}

export async function fetchOrder(userId: string, orderID: string): Promise<OrderView> {
  return orderWithRefunds(await loadOwnOrder(userId, orderID));
}
