import { Link } from '../../../lib/router/link';
import { PageHeading, useDocumentTitle } from '../../../components/ui/page-heading';
import { ErrorState } from '../../../components/ui/status';
import { adminPaths } from '../../../config/admin-paths';
import { errorMessage } from '../../../lib/api-client';
import { formatMoney } from '../../../lib/money';
import { useAdminOrders } from '../api/fetch-all-orders';
import { useDashboard } from '../api/fetch-dashboard';
import { TableSkeleton } from '../components/admin-list-parts';
import { OrdersTable } from '../components/orders-table';
import { SalesPanel } from '../components/sales-panel';
import { SummaryRow } from '../../../components/ui/summary-row';

function PendingOrders() {
  const pending = useAdminOrders({ page: 1, status: 'pending' });
  return (
    <section className="admin-section" aria-labelledby="pending-orders">
      <div className="admin-section__head">
        <h2 id="pending-orders">Pending orders</h2>
        <Link to={adminPaths.orders.getHref()}>View all</Link>
      </div>
      {pending.status === 'loading' ? <TableSkeleton rows={5} label="Loading pending orders…" /> : null}
      {pending.status === 'error' ? <ErrorState message={errorMessage(pending.error)} onRetry={pending.retry} /> : null}
      {pending.status === 'success' ? (
        pending.data.items.length === 0 ? (
          <p>No pending orders.</p>
        ) : (
          <>
            <p className="admin-help">Every order not started yet, newest first, with its payment: work starts on paid ones.</p>
            <OrdersTable orders={pending.data.items.slice(0, 10)} caption="Newest pending orders" showPayment />
          </>
        )
      ) : null}
    </section>
  );
}

/** `/admin/dashboard`: the counters, the newest pending orders and the last 30 days' sales. */
export default function DashboardPage() {
  useDocumentTitle('Admin dashboard');
  const dashboard = useDashboard();
  return (
    <>
      <PageHeading>Admin: dashboard</PageHeading>
      {dashboard.status === 'loading' ? <TableSkeleton rows={2} label="Loading the dashboard…" /> : null}
      {dashboard.status === 'error' ? <ErrorState message={errorMessage(dashboard.error)} onRetry={dashboard.retry} /> : null}
      {dashboard.status === 'success' ? (
        <dl className="admin-stats">
          <SummaryRow term="Users">{dashboard.data.users}</SummaryRow>
          <SummaryRow term="Total orders">{dashboard.data.orders}</SummaryRow>
          <SummaryRow term="Total products">{dashboard.data.products}</SummaryRow>
          <SummaryRow term="Pending orders">
            {dashboard.data.pendingOrders} <span className="admin-help">paid, waiting for work</span>
          </SummaryRow>
          <SummaryRow term="Revenue">
            {formatMoney(dashboard.data.revenue)} <span className="admin-help">net of refunds</span>
          </SummaryRow>
        </dl>
      ) : null}
      <PendingOrders />
      {dashboard.status === 'success' ? (
        <section className="admin-section" aria-labelledby="sales">
          <h2 id="sales">Sales</h2>
          <SalesPanel points={dashboard.data.daily} period="day" title="Paid sales, last 30 days" />
          <SalesPanel points={dashboard.data.monthly} period="month" title="Paid sales, last 12 months" />
        </section>
      ) : null}
    </>
  );
}
