import { Link } from 'react-router-dom';
import type { SalesPoint } from '@functions/shop/dashboard/contract';
import { PageHeading, useDocumentTitle } from '../../../components/ui/page-heading';
import { ErrorState } from '../../../components/ui/status';
import { adminPaths } from '../../../config/admin-paths';
import { errorMessage } from '../../../lib/api-client';
import { formatMoney } from '../../../lib/money';
import { useAdminOrders } from '../api/fetch-all-orders';
import { useDashboard } from '../api/fetch-dashboard';
import { OrdersTable, TableSkeleton } from '../components/orders-table';

const dayLabel = new Intl.DateTimeFormat('en-NG', { day: 'numeric', month: 'short', timeZone: 'UTC' });

const monthLabel = new Intl.DateTimeFormat('en-NG', { month: 'short', year: 'numeric', timeZone: 'UTC' });

function SalesTable({ points, caption, period, label }: { points: SalesPoint[]; caption: string; period: string; label: (point: SalesPoint) => string }) {
  return (
    <table className="admin-table">
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{period}</th>
          <th scope="col">Revenue</th>
          <th scope="col">Orders</th>
        </tr>
      </thead>
      <tbody>
        {points.map((day) => (
          <tr key={day.period}>
            <th scope="row">
              <time dateTime={day.period}>{label(day)}</time>
            </th>
            <td>{formatMoney(day.revenue)}</td>
            <td>{day.orders}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

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
          <OrdersTable orders={pending.data.items.slice(0, 10)} caption="Newest pending orders" />
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
          <div>
            <dt>Users</dt>
            <dd>{dashboard.data.users}</dd>
          </div>
          <div>
            <dt>Total orders</dt>
            <dd>{dashboard.data.orders}</dd>
          </div>
          <div>
            <dt>Total products</dt>
            <dd>{dashboard.data.products}</dd>
          </div>
          <div>
            <dt>Pending orders</dt>
            <dd>{dashboard.data.pendingOrders}</dd>
          </div>
          <div>
            <dt>Revenue</dt>
            <dd>{formatMoney(dashboard.data.revenue)}</dd>
          </div>
        </dl>
      ) : null}
      <PendingOrders />
      {dashboard.status === 'success' ? (
        <section className="admin-section" aria-labelledby="sales">
          <h2 id="sales">Sales</h2>
          <SalesTable points={dashboard.data.daily} caption="Paid sales, last 30 days" period="Day" label={(point) => dayLabel.format(new Date(`${point.period}T00:00:00Z`))} />
          <SalesTable points={dashboard.data.monthly} caption="Paid sales, last 12 months" period="Month" label={(point) => monthLabel.format(new Date(`${point.period}-01T00:00:00Z`))} />
        </section>
      ) : null}
    </>
  );
}
