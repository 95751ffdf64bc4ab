import { OrderRefund, type OrderRefundItem } from '../db/order-refund';
import type { OrderItem } from '../db/order';
import type { Order as OrderView } from './contract';
import { toOrderView } from './order-view';

/** An order's refunds, read consistently from its partition. */
export async function refundsOf(orderID: string): Promise<OrderRefundItem[]> {
  const { data } = await OrderRefund.query.byOrder({ orderID }).go({ pages: 'all', consistent: true });
  return data;
}

/** The order's view with every refund (single-order answers). */
export async function orderWithRefunds(order: OrderItem): Promise<OrderView> {
  return toOrderView(order, await refundsOf(order.orderID));
}

/**
 * Views of listed orders: the refunds are read only for orders with money refunded or pending, so a page of
 * orders without refunds costs no extra reads.
 */
export async function listedOrders(orders: readonly OrderItem[]): Promise<OrderView[]> {
  return Promise.all(
    orders.map(async (order) => ((order.refundedAmount ?? 0) + (order.refundPendingAmount ?? 0) > 0 ? orderWithRefunds(order) : toOrderView(order))),
  );
}

/** Kobo of the order's payment that can still be refunded: paid, less what is refunded or being refunded. */
export function refundableAmount(order: OrderItem): number {
  return Math.max(0, order.totalPrice - (order.refundedAmount ?? 0) - (order.refundPendingAmount ?? 0));
}
