import { Link } from 'react-router-dom';
import { ErrorState } from '../../../../../src/components/ui/status';
import { formatDate } from '../../../../../src/lib/dates';
import { formatMoney } from '../../../../../src/lib/money';
import { problemMessage } from '../../../lib/dashboard-api';
import { Pager } from '../../../lib/pager';
import { dashboardPaths } from '../../../lib/paths';
import { StatusBadge } from '../../../lib/status-badge';
import { useSearch } from '../../../lib/use-search';
import { useTitle } from '../../../lib/use-title';
import { useSubscriptions } from '../api/list-subscriptions';
import type { SubscriptionFilter } from '../api/subscription-types';
import { SubscriptionFilters } from '../components/subscription-filters';

const perPage = 20;

/** The filter lives in the address (`customer`, `plan`, `page`), so a filtered list can be reloaded and shared. */
function filterOf(params: URLSearchParams): SubscriptionFilter {
  const page = Number(params.get('page') ?? '');
  return {
    perPage,
    ...(params.get('customer') ? { customer: params.get('customer') ?? '' } : {}),
    ...(params.get('plan') ? { plan: params.get('plan') ?? '' } : {}),
    ...(Number.isInteger(page) && page > 1 ? { page } : {}),
  };
}

/** Every subscription of the merchant: customer, plan, amount, status, next payment; filters and paging. */
export default function SubscriptionsPage() {
  useTitle('Subscriptions');
  const [params, setParams] = useSearch();
  const filter = filterOf(params);
  const list = useSubscriptions(filter);
  const withPage = (page: number) => {
    const next = Object.fromEntries(params.entries());
    setParams({ ...next, page: String(page) });
  };

  return (
    <>
      <h1>Subscriptions</h1>
      <p>Customers subscribe to a plan at checkout or through the API; here you follow, cancel and enable them.</p>
      <SubscriptionFilters key={params.toString()} filter={filter} onApply={setParams} />
      <p role="status" className="dash-totals">
        {list.status === 'loading' ? 'Loading subscriptions…' : list.status === 'success' ? `${list.data.meta.total} subscriptions` : ''}
      </p>
      {list.status === 'error' ? <ErrorState message={problemMessage(list.error)} onRetry={list.retry} /> : null}
      {list.status === 'success' ? (
        list.data.items.length === 0 ? (
          <p>No subscription matches these filters.</p>
        ) : (
          <>
            <div className="dash-table-wrap" role="region" aria-label="Subscriptions table" tabIndex={0}>
              <table className="dash-table">
                <thead>
                  <tr>
                    <th scope="col">Customer</th>
                    <th scope="col">Plan</th>
                    <th scope="col">Amount</th>
                    <th scope="col">Status</th>
                    <th scope="col">Next payment</th>
                    <th scope="col">Code</th>
                  </tr>
                </thead>
                <tbody>
                  {list.data.items.map((item) => (
                    <tr key={item.subscription_code}>
                      <th scope="row">
                        <Link to={dashboardPaths.subscription(item.subscription_code)}>{item.customer.email}</Link>
                      </th>
                      <td>{item.plan.name ?? item.plan.plan_code}</td>
                      <td>{formatMoney(item.amount)}</td>
                      <td>
                        <StatusBadge status={item.status} />
                      </td>
                      <td>{item.next_payment_date ? formatDate(item.next_payment_date) : '–'}</td>
                      <td>
                        <code>{item.subscription_code}</code>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <Pager page={list.data.meta.page} pageCount={list.data.meta.pageCount} onPage={withPage} />
          </>
        )
      ) : null}
    </>
  );
}
