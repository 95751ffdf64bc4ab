import type { AdminOrder, OrderStatus, PaymentState } from '@functions/shop/order/contract';
import { adminKeys } from './admin-keys';
import { pageSearch, useAdminTablePage } from './admin-query';

export interface OrdersFilter {
  page: number;
  status?: OrderStatus;
  payment?: PaymentState;
  q?: string;
}

/** `GET /admin/order/fetch-all-orders`: one offset page (50) of orders, newest first. */
export function useAdminOrders(filter: OrdersFilter) {
  const search = pageSearch(filter, ['status', 'payment', 'q']);
  return useAdminTablePage<AdminOrder>('/admin/order/fetch-all-orders', (key) => `${adminKeys.orders}${key}`, filter.page, search);
}
