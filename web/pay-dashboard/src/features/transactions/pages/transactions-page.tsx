import { useState } from 'react';
import { Link } from 'react-router-dom';
import { ErrorState } from '../../../../../src/components/ui/status';
import { formatDateTime } from '../../../../../src/lib/dates';
import { formatMoney } from '../../../../../src/lib/money';
import { problemMessage } from '../../../lib/dashboard-api';
import { dashboardPaths } from '../../../lib/paths';
import { useTitle } from '../../../lib/use-title';
import { exportTransactions } from '../api/export-transactions';
import { useTransactions } from '../api/list-transactions';
import type { TransactionFilter } from '../api/transaction-types';
import { StatusBadge } from '../../../lib/status-badge';
import { TransactionFilters } from '../components/transaction-filters';
import { useSearch } from '../../../lib/use-search';

const perPage = 20;
const textKeys = ['reference', 'email', 'status', 'channel', 'from', 'to'] as const;
const numberKeys = ['amountMin', 'amountMax', 'page'] as const;

/** The filter lives in the address, so a filtered list can be reloaded, shared and gone back to. */
function filterOf(params: URLSearchParams): TransactionFilter {
  const filter: TransactionFilter = { perPage };
  for (const key of textKeys) {
    const value = params.get(key);
    if (value) filter[key] = value;
  }
  for (const key of numberKeys) {
    const value = Number(params.get(key) ?? '');
    if (params.get(key) && Number.isInteger(value) && value >= 0) filter[key] = value;
  }
  return filter;
}

function paramsOf(filter: TransactionFilter): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(filter)) if (value !== undefined && value !== '' && key !== 'perPage') out[key] = String(value);
  return out;
}

/** The list: search, filters, totals for the filter, paging, CSV export, each row linking to its detail. */
export default function TransactionsPage() {
  useTitle('Transactions');
  const [params, setParams] = useSearch();
  const filter = filterOf(params);
  const list = useTransactions(filter);
  const [exportProblem, setExportProblem] = useState<string>();
  const page = filter.page ?? 1;

  async function download() {
    setExportProblem(undefined);
    try {
      await exportTransactions(filter);
    } catch (error) {
      setExportProblem(problemMessage(error));
    }
  }

  return (
    <>
      <h1>Transactions</h1>
      <TransactionFilters key={params.toString()} filter={filter} onApply={(next) => setParams(paramsOf(next))} />
      <div className="dash-toolbar">
        {list.status === 'success' ? (
          <p role="status" className="dash-totals">
            {list.data.totals.count} transactions, {formatMoney(list.data.totals.volume)}
          </p>
        ) : (
          <p role="status" className="dash-totals">
            {list.status === 'loading' ? 'Loading transactions…' : ''}
          </p>
        )}
        <button type="button" className="button button--outline button--small" onClick={() => void download()}>
          Export CSV
        </button>
      </div>
      {exportProblem ? <p role="alert">{exportProblem}</p> : null}
      {list.status === 'error' ? <ErrorState message={problemMessage(list.error)} onRetry={list.retry} /> : null}
      {list.status === 'success' ? (
        list.data.items.length === 0 ? (
          <p>No transaction matches these filters.</p>
        ) : (
          <>
            <div className="dash-table-wrap" role="region" aria-label="Transactions table" tabIndex={0}>
              <table className="dash-table">
                <thead>
                  <tr>
                    <th scope="col">Reference</th>
                    <th scope="col">Customer</th>
                    <th scope="col">Amount</th>
                    <th scope="col">Status</th>
                    <th scope="col">Channel</th>
                    <th scope="col">Date</th>
                  </tr>
                </thead>
                <tbody>
                  {list.data.items.map((item) => (
                    <tr key={item.id}>
                      <th scope="row">
                        <Link to={dashboardPaths.transaction(item.id)}>{item.reference}</Link>
                      </th>
                      <td>{item.customer.email}</td>
                      <td>{formatMoney(item.amount)}</td>
                      <td>
                        <StatusBadge status={item.status} />
                      </td>
                      <td>{item.channel?.replace('_', ' ') ?? '–'}</td>
                      <td>{formatDateTime(item.paid_at ?? item.created_at)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <nav className="dash-pager" aria-label="Pages">
              <button type="button" className="button button--outline button--small" disabled={page <= 1} onClick={() => setParams(paramsOf({ ...filter, page: page - 1 }))}>
                Previous page
              </button>
              <span>
                Page {list.data.meta.page} of {Math.max(1, list.data.meta.pageCount)}
              </span>
              <button
                type="button"
                className="button button--outline button--small"
                disabled={page >= list.data.meta.pageCount}
                onClick={() => setParams(paramsOf({ ...filter, page: page + 1 }))}
              >
                Next page
              </button>
            </nav>
          </>
        )
      ) : null}
    </>
  );
}
