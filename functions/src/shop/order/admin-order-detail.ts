import { NotFoundError } from '../../lib/http/errors';
import { Order, type OrderItem } from '../db/order';
import type { OrderRefundItem } from '../db/order-refund';
import type { AdminOrder, AdminOrderDetail } from './contract';
import { duplicatePaymentsOf } from './duplicate-payment-service';
import { toOrderView } from './order-view';
import { refundsOf } from './refund-records';

export function toAdminOrder(item: OrderItem, refunds: readonly OrderRefundItem[] = []): AdminOrder {
  return { ...toOrderView(item, refunds), userId: item.userId };
}

/** `POST /admin/order/fetch-order-byID`: any customer's order, with its refunds and the payments it was paid twice by. */
export async function fetchAnyOrder(orderID: string): Promise<AdminOrderDetail> {
  const [{ data }, duplicatePayments, refunds] = await Promise.all([Order.get({ orderID }).go({ consistent: true }), duplicatePaymentsOf(orderID), refundsOf(orderID)]);
  if (!data) throw new NotFoundError('Order not found');
  return { ...toAdminOrder(data, refunds), duplicatePayments };
}
