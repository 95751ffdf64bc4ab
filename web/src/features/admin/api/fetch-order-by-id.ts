import type { AdminOrderDetail } from '@functions/shop/order/contract';
import { adminKeys } from './admin-keys';
import { useAdminRecord } from './admin-query';

/** `POST /admin/order/fetch-order-byID`: any customer's order, with any duplicate payments. */
export function useAdminOrder(orderID: string) {
  return useAdminRecord(adminKeys.order(orderID), ({ authedPost }) => authedPost<AdminOrderDetail>('/admin/order/fetch-order-byID', { orderID }), 'Order not found');
}
