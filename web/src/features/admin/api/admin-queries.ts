import type { Dashboard } from '@functions/shop/dashboard/contract';
import type { AdminOrder, OrderStatus, PaymentState } from '@functions/shop/order/contract';
import type { AdminPageMeta } from '@functions/shop/shared/contract';
import type { AuthedPost } from '../../../lib/auth/session';
import { useSession } from '../../../lib/auth/session';
import { useQuery } from '../../../lib/use-query';

/** Every admin query key starts with this, so a write can refresh what it touched by prefix. */
export const adminKeys = {
  dashboard: 'admin:dashboard',
  orders: 'admin:orders:',
  order: (orderID: string) => `admin:order:${orderID}`,
};

/** `GET /admin/dashboard`: counters and the last 30 days' and 12 months' sales. */
export function useDashboard() {
  const { authedGet, status } = useSession();
  return useQuery(
    adminKeys.dashboard,
    async () => {
      const envelope = await authedGet<Dashboard>('/admin/dashboard');
      if (!envelope.data) throw new Error(envelope.message || 'The dashboard could not be loaded');
      return envelope.data;
    },
    { enabled: status === 'signed-in' },
  );
}

export interface OrdersFilter {
  page: number;
  status?: OrderStatus;
  payment?: PaymentState;
  q?: string;
}

export interface AdminOrdersPage {
  items: AdminOrder[];
  meta: AdminPageMeta;
}

function isPageMeta(value: unknown): value is AdminPageMeta {
  return typeof value === 'object' && value !== null && 'page' in value && 'hasMore' in value;
}

function ordersSearch(filter: OrdersFilter): string {
  const params = new URLSearchParams({ page: String(filter.page) });
  if (filter.status) params.set('status', filter.status);
  if (filter.payment) params.set('payment', filter.payment);
  if (filter.q) params.set('q', filter.q);
  return params.toString();
}

/** `GET /admin/order/fetch-all-orders`: one offset page (50) of orders, newest first. */
export function useAdminOrders(filter: OrdersFilter) {
  const { authedGet, status } = useSession();
  const search = ordersSearch(filter);
  return useQuery(
    `${adminKeys.orders}${search}`,
    async (): Promise<AdminOrdersPage> => {
      const envelope = await authedGet<AdminOrder[]>(`/admin/order/fetch-all-orders?${search}`);
      const meta = isPageMeta(envelope.meta) ? envelope.meta : { page: filter.page, perPage: 50, hasMore: false };
      return { items: envelope.data ?? [], meta };
    },
    { enabled: status === 'signed-in', keepPrevious: true },
  );
}

/** `POST /admin/order/fetch-order-byID`: any customer's order. */
export function useAdminOrder(orderID: string) {
  const { authedPost, status } = useSession();
  return useQuery(
    adminKeys.order(orderID),
    async () => {
      const envelope = await authedPost<AdminOrder>('/admin/order/fetch-order-byID', { orderID });
      if (!envelope.data) throw new Error(envelope.message || 'Order not found');
      return envelope.data;
    },
    { enabled: status === 'signed-in' },
  );
}

/** `POST /admin/order/update-order-status`: the server notifies the customer in-app and by e-mail. */
export async function updateOrderStatus(post: AuthedPost, orderID: string, status: OrderStatus | ''): Promise<string> {
  const envelope = await post<AdminOrder>('/admin/order/update-order-status', { orderID, status: status || undefined });
  return envelope.message || 'Order status updated';
}
