import { Link } from '../../../lib/link';
import { PagedTable } from '../../../lib/paged-table';
import { dashboardPaths } from '../../../lib/paths';
import { can, useStaff } from '../../../lib/staff-context';
import { StatusBadge } from '../../../lib/status-badge';
import { useSearch } from '../../../lib/use-search';
import { useTitle } from '../../../lib/use-title';
import { useSubaccounts } from '../api/list-subaccounts';

const perPage = 20;

/** The merchant's subaccounts (the partners payments are split with), newest first, all or active or inactive ones, a page at a time. */
export default function SubaccountsPage() {
  useTitle('Subaccounts');
  const me = useStaff();
  const [params, setParams] = useSearch();
  const asked = Number(params.get('page') ?? '1');
  const page = Number.isInteger(asked) && asked > 0 ? asked : 1;
  const active = params.get('active');
  const shown = active === 'true' || active === 'false' ? active : undefined;
  const list = useSubaccounts({ page, perPage, ...(shown ? { active: shown } : {}) });

  return (
    <>
      <h1>Subaccounts</h1>
      <div className="dash-toolbar">
        <label>
          Show{' '}
          <select value={shown ?? ''} onChange={(event) => setParams(event.target.value ? { active: event.target.value } : {})}>
            <option value="">All subaccounts</option>
            <option value="true">Active only</option>
            <option value="false">Inactive only</option>
          </select>
        </label>
        <p role="status" className="dash-totals">
          {list.status === 'loading' ? 'Loading subaccounts…' : list.status === 'success' ? `${list.data.meta.total} subaccounts` : ''}
        </p>
        {can.change(me.role) ? (
          <Link className="button button--primary button--small" to={dashboardPaths.newSubaccount}>
            New subaccount
          </Link>
        ) : null}
      </div>
      <PagedTable
        list={list}
        label="Subaccounts"
        columns={['Business', 'Bank', 'Account', 'Your share', 'Status', 'Code']}
        empty={shown ? 'No subaccount matches.' : "No subaccount yet. A subaccount is a partner's bank account that receives a share of the payments you split with it."}
        onPage={(next) => setParams({ ...(shown ? { active: shown } : {}), page: String(next) })}
        row={(item) => (
          <tr key={item.subaccount_code}>
            <th scope="row">
              <Link to={dashboardPaths.subaccount(item.subaccount_code)}>{item.business_name}</Link>
            </th>
            <td>{item.settlement_bank}</td>
            <td>{item.account_number}</td>
            <td>{item.percentage_charge}%</td>
            <td>
              <StatusBadge status={item.active ? 'active' : 'inactive'} />
            </td>
            <td>
              <code>{item.subaccount_code}</code>
            </td>
          </tr>
        )}
      />
    </>
  );
}
