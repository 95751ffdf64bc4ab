import { useState, type FormEvent } from 'react';
import { orderStatuses, paymentStates, type OrderStatus, type PaymentState } from '@functions/shop/order/contract';
import { PageHeading, useDocumentTitle } from '../../../components/ui/page-heading';
import { ErrorState } from '../../../components/ui/status';
import { errorMessage } from '../../../lib/api-client';
import { useAdminOrders, type OrdersFilter } from '../api/fetch-all-orders';
import { AdminPager, SearchForm } from '../components/admin-list-parts';
import { OrdersTable, TableSkeleton } from '../components/orders-table';

const perPage = 50;
const statusChips: { label: string; value: OrderStatus | undefined }[] = [
  { label: 'All', value: undefined },
  ...orderStatuses.map((status) => ({ label: status.charAt(0).toUpperCase() + status.slice(1), value: status })),
];

function isPayment(value: string): value is PaymentState {
  return (paymentStates as readonly string[]).includes(value);
}

/** `/admin/orders`: every order newest first, searched and filtered, 50 a page. */
export default function AdminOrdersPage() {
  useDocumentTitle('Admin orders');
  const [draft, setDraft] = useState('');
  const [filter, setFilter] = useState<OrdersFilter>({ page: 1 });
  const orders = useAdminOrders(filter);

  // Any new search or filter starts again from the first page (SPEC §4).
  const refine = (changes: Partial<OrdersFilter>) => setFilter((previous) => ({ ...previous, ...changes, page: 1 }));
  const search = (event: FormEvent) => {
    event.preventDefault();
    refine({ q: draft.trim() || undefined });
  };

  return (
    <>
      <PageHeading>Orders</PageHeading>
      <div className="admin-filters">
        <SearchForm label="Search orders" value={draft} onChange={setDraft} placeholder="Order id, name or e-mail" onSubmit={search} />
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
      <fieldset className="admin-chips">
        <legend>Status</legend>
        {statusChips.map((chip) => (
          <button key={chip.label} type="button" className="admin-chip" aria-pressed={filter.status === chip.value} onClick={() => refine({ status: chip.value })}>
            {chip.label}
          </button>
        ))}
      </fieldset>
      {orders.status === 'loading' ? <TableSkeleton rows={8} label="Loading orders…" /> : null}
      {orders.status === 'error' ? <ErrorState message={errorMessage(orders.error)} onRetry={orders.retry} /> : null}
      {orders.status === 'success' ? (
        <>
          {orders.data.items.length === 0 ? (
            <p role="status">No orders match.</p>
          ) : (
            <OrdersTable orders={orders.data.items} caption={`Orders, page ${orders.data.meta.page}`} firstSerial={(orders.data.meta.page - 1) * perPage + 1} showPayment />
          )}
          <AdminPager
            label="Order pages"
            page={filter.page}
            nextDisabled={!orders.data.meta.hasMore}
            onPrevious={() => setFilter((previous) => ({ ...previous, page: previous.page - 1 }))}
            onNext={() => setFilter((previous) => ({ ...previous, page: previous.page + 1 }))}
          />
        </>
      ) : null}
    </>
  );
}
