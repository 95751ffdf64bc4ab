import { Link } from '../../../lib/link';
import { formatDate } from '../../../../../src/lib/dates';
import { formatMoney } from '../../../../../src/lib/money';
import { PagedTable } from '../../../lib/paged-table';
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
      <PagedTable
        list={list}
        label="Subscriptions"
        columns={['Customer', 'Plan', 'Amount', 'Status', 'Next payment', 'Code']}
        empty="No subscription matches these filters."
        onPage={withPage}
        row={(item) => (
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
        )}
      />
    </>
  );
}
