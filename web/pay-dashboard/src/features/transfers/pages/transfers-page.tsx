import { Link } from '../../../lib/link';
import { formatDateTime } from '../../../../../src/lib/dates';
import { formatMoney } from '../../../../../src/lib/money';
import { ChoiceFilter } from '../../../lib/filter-controls';
import { PagedTable } from '../../../lib/paged-table';
import { dashboardPaths } from '../../../lib/paths';
import { can, useStaff } from '../../../lib/staff-context';
import { useSearch } from '../../../lib/use-search';
import { useTitle } from '../../../lib/use-title';
import { useTransfers } from '../api/list-transfers';
import { statusWords, transferStatuses, type TransferFilter, type TransferStatus } from '../api/transfer-types';
import { BalancePanel } from '../components/balance-panel';
import { TransferStatusBadge } from '../components/status-words';

const perPage = 20;
const isStatus = (value: string | null): value is TransferStatus => transferStatuses.some((status) => status === value);

/** The filter lives in the address, so a filtered list can be reloaded and gone back to. */
function filterOf(params: URLSearchParams): TransferFilter {
  const status = params.get('status');
  const page = Number(params.get('page') ?? '');
  return { perPage, ...(isStatus(status) ? { status } : {}), ...(Number.isInteger(page) && page > 1 ? { page } : {}) };
}

function paramsOf(filter: TransferFilter): Record<string, string> {
  return { ...(filter.status ? { status: filter.status } : {}), ...(filter.page && filter.page > 1 ? { page: String(filter.page) } : {}) };
}

/** Payouts from the balance: the balance, the transfers newest first with a status filter and paging, and (owners) a new transfer. */
export default function TransfersPage() {
  useTitle('Transfers');
  const me = useStaff();
  const [params, setParams] = useSearch();
  const filter = filterOf(params);
  const list = useTransfers(filter);
  return (
    <>
      <div className="dash-toolbar">
        <h1>Transfers</h1>
        <div className="dash-actions">
          <Link className="button button--outline button--small" to={dashboardPaths.recipients}>
            Recipients
          </Link>
          {can.sendTransfers(me.role) ? (
            <Link className="button button--primary button--small" to={dashboardPaths.newTransfer}>
              New transfer
            </Link>
          ) : null}
        </div>
      </div>
      <BalancePanel />
      <div className="dash-filters" role="search" aria-label="Transfers">
        <ChoiceFilter
          label="Status"
          value={filter.status ?? ''}
          options={transferStatuses}
          optionText={(status) => (isStatus(status) ? statusWords(status) : status)}
          onChange={(status) => setParams(paramsOf(isStatus(status) ? { status } : {}))}
        />
      </div>
      {list.status === 'loading' ? <p role="status">Loading transfers…</p> : null}
      <PagedTable
        list={list}
        label="Transfers"
        columns={['Recipient', 'Amount', 'Fee', 'Status', 'Reason', 'Date']}
        empty={filter.status ? 'No transfer has this status.' : 'No transfers yet.'}
        onPage={(page) => setParams(paramsOf({ ...filter, page }))}
        row={(transfer) => (
          <tr key={transfer.transfer_code}>
            <th scope="row">
              <Link to={dashboardPaths.transfer(transfer.transfer_code)}>{transfer.recipient.name}</Link>
              <br />
              <small>
                {transfer.recipient.details.bank_name} · {transfer.recipient.details.account_number}
              </small>
            </th>
            <td>{formatMoney(transfer.amount)}</td>
            <td>{formatMoney(transfer.fee_charged)}</td>
            <td>
              <TransferStatusBadge status={transfer.status} />
            </td>
            <td>{transfer.reason ?? '–'}</td>
            <td>{formatDateTime(transfer.createdAt)}</td>
          </tr>
        )}
      />
    </>
  );
}
