import type { AdminOrder } from '@functions/shop/order/contract';
import { adminKeys } from './admin-keys';
import { useAdminRecord } from './admin-query';

/** `POST /admin/order/fetch-order-byID`: any customer's order. */
export function useAdminOrder(orderID: string) {
  return useAdminRecord(adminKeys.order(orderID), ({ authedPost }) => authedPost<AdminOrder>('/admin/order/fetch-order-byID', { orderID }), 'Order not found');
}
