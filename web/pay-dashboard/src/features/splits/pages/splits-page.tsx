import { useState, type FormEvent } from 'react';
import { Link } from '../../../lib/link';
import { formatDateTime } from '../../../../../src/lib/dates';
import { PagedTable } from '../../../lib/paged-table';
import { dashboardPaths } from '../../../lib/paths';
import { can, useStaff } from '../../../lib/staff-context';
import { StatusBadge } from '../../../lib/status-badge';
import { useSearch } from '../../../lib/use-search';
import { useTitle } from '../../../lib/use-title';
import { useSplits } from '../api/list-splits';
import type { SplitFilter } from '../api/split-types';

const perPage = 20;

/** The filter lives in the address, so a filtered list can be reloaded and gone back to. */
function filterOf(params: URLSearchParams): SplitFilter {
  const active = params.get('active');
  const page = Number(params.get('page') ?? '');
  return {
    perPage,
    ...(params.get('name') ? { name: params.get('name') ?? '' } : {}),
    ...(active === 'true' || active === 'false' ? { active } : {}),
    ...(Number.isInteger(page) && page > 1 ? { page } : {}),
  };
}

function paramsOf(filter: SplitFilter): Record<string, string> {
  const out: Record<string, string> = {};
  if (filter.name) out.name = filter.name;
  if (filter.active) out.active = filter.active;
  if (filter.page && filter.page > 1) out.page = String(filter.page);
  return out;
}

function SplitFilters({ filter, onApply }: { filter: SplitFilter; onApply: (filter: SplitFilter) => void }) {
  const [name, setName] = useState(filter.name ?? '');
  const [active, setActive] = useState<string>(filter.active ?? '');
  function submit(event: FormEvent) {
    event.preventDefault();
    onApply({ ...(name.trim() ? { name: name.trim() } : {}), ...(active === 'true' || active === 'false' ? { active } : {}) });
  }
  return (
    <form className="dash-filters" onSubmit={submit} role="search" aria-label="Splits">
      <label className="dash-filters__search">
        Name
        <input type="search" value={name} onChange={(event) => setName(event.target.value)} />
      </label>
      <label>
        Status
        <select value={active} onChange={(event) => setActive(event.target.value)}>
          <option value="">Any</option>
          <option value="true">Active</option>
          <option value="false">Inactive</option>
        </select>
      </label>
      <button type="submit" className="button button--primary button--small">
        Apply filters
      </button>
    </form>
  );
}

/** The merchant's transaction splits: name and status filters, paging, each linking to its detail. */
export default function SplitsPage() {
  useTitle('Splits');
  const me = useStaff();
  const [params, setParams] = useSearch();
  const filter = filterOf(params);
  const list = useSplits(filter);
  return (
    <>
      <div className="dash-toolbar">
        <h1>Splits</h1>
        {can.change(me.role) ? (
          <Link className="button button--primary button--small" to={dashboardPaths.newSplit}>
            New split
          </Link>
        ) : null}
      </div>
      <SplitFilters key={params.toString()} filter={filter} onApply={(next) => setParams(paramsOf(next))} />
      {list.status === 'loading' ? <p role="status">Loading splits…</p> : null}
      <PagedTable
        list={list}
        label="Splits"
        columns={['Name', 'Type', 'Subaccounts', 'Fees borne by', 'Status', 'Created']}
        empty="No split matches these filters."
        onPage={(page) => setParams(paramsOf({ ...filter, page }))}
        row={(split) => (
          <tr key={split.split_code}>
            <th scope="row">
              <Link to={dashboardPaths.split(split.split_code)}>{split.name}</Link>
            </th>
            <td>{split.type}</td>
            <td>{split.total_subaccounts}</td>
            <td>{split.bearer_type}</td>
            <td>
              <StatusBadge status={split.active ? 'active' : 'inactive'} />
            </td>
            <td>{formatDateTime(split.createdAt)}</td>
          </tr>
        )}
      />
    </>
  );
}
