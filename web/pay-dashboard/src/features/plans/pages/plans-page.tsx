import { useState } from 'react';
import { Link } from '../../../lib/link';
import { formatMoney } from '../../../../../src/lib/money';
import { nairaInputValue, parseNaira } from '../../../../../src/lib/naira-input';
import { dashboardPaths } from '../../../lib/paths';
import { ChoiceFilter, FilterForm, TextFilter } from '../../../lib/filter-controls';
import { ListPage } from '../../../lib/record-pages';
import { useSearch } from '../../../lib/use-search';
import { useTitle } from '../../../lib/use-title';
import { usePlans } from '../api/list-plans';
import { planIntervals, type PlanFilter } from '../api/plan-types';

const perPage = 20;

/** The filters live in the address, so a filtered list can be reloaded, shared and gone back to. */
function filterOf(params: URLSearchParams): PlanFilter {
  const filter: PlanFilter = { perPage };
  const interval = params.get('interval');
  if (interval) filter.interval = interval;
  for (const key of ['amount', 'page'] as const) {
    const value = Number(params.get(key) ?? '');
    if (params.get(key) && Number.isInteger(value) && value > 0) filter[key] = value;
  }
  return filter;
}

function paramsOf(filter: PlanFilter): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(filter)) if (value !== undefined && value !== '' && key !== 'perPage' && !(key === 'page' && value === 1)) out[key] = String(value);
  return out;
}

function Filters({ filter, onApply }: { filter: PlanFilter; onApply: (filter: PlanFilter) => void }) {
  const [interval, setPlanInterval] = useState(filter.interval ?? '');
  const [amount, setAmount] = useState(filter.amount === undefined ? '' : nairaInputValue(filter.amount));
  return (
    <FilterForm
      label="Plans"
      onApply={() => {
        const kobo = parseNaira(amount);
        onApply({ ...(interval ? { interval } : {}), ...(kobo === null ? {} : { amount: kobo }) });
      }}
    >
      <ChoiceFilter label="Interval" value={interval} options={planIntervals} onChange={setPlanInterval} />
      <TextFilter inputMode="decimal" label="Amount (₦)" value={amount} onChange={setAmount} />
    </FilterForm>
  );
}

/** The merchant's plans, newest first: filters by interval and amount, paging, each row linking to its detail. */
export default function PlansPage() {
  useTitle('Plans');
  const [params, setParams] = useSearch();
  const filter = filterOf(params);
  return (
    <ListPage
      title="Plans"
      create={{ to: dashboardPaths.newPlan, label: 'Create plan' }}
      filters={<Filters key={params.toString()} filter={filter} onApply={(next) => setParams(paramsOf(next))} />}
      list={usePlans(filter)}
      noun="plans"
      empty={filter.interval || filter.amount ? 'No plan matches these filters.' : 'No plans yet.'}
      onPage={(page) => setParams(paramsOf({ ...filter, page }))}
      columns={['Name', 'Amount', 'Interval', 'Subscriptions', 'Code']}
      row={(plan) => (
        <tr key={plan.plan_code}>
          <th scope="row">
            <Link to={dashboardPaths.plan(plan.plan_code)}>{plan.name}</Link>
          </th>
          <td>{formatMoney(plan.amount)}</td>
          <td>{plan.interval}</td>
          <td>{plan.subscriptions.length === 50 ? '50+' : plan.subscriptions.length}</td>
          <td>
            <code>{plan.plan_code}</code>
          </td>
        </tr>
      )}
    />
  );
}
