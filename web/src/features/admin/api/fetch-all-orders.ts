import type { AdminOrder, OrderStatus, PaymentState } from '@functions/shop/order/contract';
import type { AdminPageMeta } from '@functions/shop/shared/contract';
import { useSession } from '../../../lib/auth/session';
import { useQuery } from '../../../lib/use-query';
import { adminKeys } from './admin-keys';
import { pageMetaOf } from './page-meta';

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
      const meta = pageMetaOf(envelope.meta, filter.page);
      return { items: envelope.data ?? [], meta };
    },
    { enabled: status === 'signed-in', keepPrevious: true },
  );
}
