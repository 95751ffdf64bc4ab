import { orderStatuses, paymentStates, type PaymentState } from '@functions/shop/order/contract';
import { PageHeading, useDocumentTitle } from '../../../components/ui/page-heading';
import { useAdminOrders, type OrdersFilter } from '../api/fetch-all-orders';
import { SearchForm, TableSkeleton } from '../components/admin-list-parts';
import { ListChips, chipsWithAll } from '../components/list-chips';
import { OrdersTable } from '../components/orders-table';
import { PagedResults, firstSerialOf } from '../components/paged-results';
import { useListFilter } from '../components/use-list-filter';

const statusChips = chipsWithAll(orderStatuses);

function isPayment(value: string): value is PaymentState {
  return (paymentStates as readonly string[]).includes(value);
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
        <label>
          Payment
          <select value={filter.payment ?? ''} onChange={(event) => refine({ payment: isPayment(event.target.value) ? event.target.value : undefined })}>
            <option value="">Any payment</option>
            <option value="paid">Paid</option>
            <option value="unpaid">Unpaid</option>
            <option value="failed">Payment failed</option>
          </select>
        </label>
      </div>
      <ListChips legend="Status" chips={statusChips} value={filter.status} onChange={(status) => refine({ status })} />
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
