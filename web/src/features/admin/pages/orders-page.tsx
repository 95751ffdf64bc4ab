import { orderStatuses, paymentStates, type PaymentState } from '@functions/shop/order/contract';
import { paymentLabels } from '../../../components/orders/order-badges';
import { useToastedWrite } from '../../../components/toast/use-toasted-write';
import { PageHeading, useDocumentTitle } from '../../../components/ui/page-heading';
import { useSession } from '../../../lib/auth/session';
import { exportOrders } from '../api/export-orders';
import { useAdminOrders, type OrdersFilter } from '../api/fetch-all-orders';
import { SearchForm, TableSkeleton } from '../components/admin-list-parts';
import { ListChips, chipsWithAll } from '../components/list-chips';
import { OrdersTable } from '../components/orders-table';
import { PagedResults, firstSerialOf } from '../components/paged-results';
import { useListFilter } from '../components/use-list-filter';

const statusChips = chipsWithAll(orderStatuses);
const paymentChips = chipsWithAll(paymentStates, (payment) => paymentLabels[payment]);

/** Export CSV: the whole list under the filters shown, downloaded with the admin's token. */
function ExportButton({ filter }: { filter: Omit<OrdersFilter, 'page'> }) {
  const { accessToken } = useSession();
  const { busy, run } = useToastedWrite();
  return (
    <button
      type="button"
      className="button button--outline button--small"
      disabled={busy}
      aria-busy={busy}
      onClick={() => void run(async () => `Downloaded ${await exportOrders(accessToken, filter)}`)}
    >
      {busy ? 'Exporting…' : 'Export CSV'}
    </button>
  );
}

/** `/admin/orders`: every order newest first, searched and filtered, 50 a page. */
export default function AdminOrdersPage() {
  useDocumentTitle('Admin orders');
  const { filter, refine, searchBox, pager } = useListFilter<OrdersFilter>({ page: 1 });
  const orders = useAdminOrders(filter);

  return (
    <>
      <PageHeading>Orders</PageHeading>
      <div className="admin-filters">
        <SearchForm label="Search orders" placeholder="Order id, name or e-mail" {...searchBox} />
        <ExportButton filter={{ status: filter.status, payment: filter.payment, q: filter.q }} />
      </div>
      <ListChips legend="Status" chips={statusChips} value={filter.status} onChange={(status) => refine({ status })} />
      <ListChips<PaymentState | undefined> legend="Payment" chips={paymentChips} value={filter.payment} onChange={(payment) => refine({ payment })} />
      <PagedResults
        {...pager}
        query={orders}
        loading={<TableSkeleton rows={8} label="Loading orders…" />}
        empty="No orders match."
        pagerLabel="Order pages"
      >
        {(items, meta) => <OrdersTable orders={items} caption={`Orders, page ${meta.page}`} firstSerial={firstSerialOf(meta.page)} showPayment />}
      </PagedResults>
    </>
  );
}
