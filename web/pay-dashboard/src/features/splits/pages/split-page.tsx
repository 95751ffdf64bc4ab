import { useParams } from '../../../../../src/lib/router/routes';
import { Link } from '../../../lib/link';
import { ErrorState } from '../../../../../src/components/ui/status';
import { formatDateTime } from '../../../../../src/lib/dates';
import { invalidate } from '../../../../../src/lib/use-query';
import { problemMessage } from '../../../lib/dashboard-api';
import { dashboardPaths } from '../../../lib/paths';
import { can, useStaff } from '../../../lib/staff-context';
import { StatusBadge } from '../../../lib/status-badge';
import { useTitle } from '../../../lib/use-title';
import { addSplitSubaccount } from '../api/add-split-subaccount';
import { useSplit } from '../api/get-split';
import { splitsKey } from '../api/list-splits';
import { removeSplitSubaccount } from '../api/remove-split-subaccount';
import type { Split } from '../api/split-types';
import { updateSplit } from '../api/update-split';
import { bearerOptions } from '../components/split-form';
import { SplitMembers } from '../components/split-members';
import { SplitSettingsForm } from '../components/split-settings-form';

function Summary({ split }: { split: Split }) {
  return (
    <dl className="dash-summary">
      <dt>Code</dt>
      <dd>
        <code>{split.split_code}</code>
      </dd>
      <dt>Type</dt>
      <dd>{split.type === 'percentage' ? 'Percentage' : 'Flat amount'}</dd>
      <dt>Currency</dt>
      <dd>{split.currency}</dd>
      <dt>Status</dt>
      <dd>
        <StatusBadge status={split.active ? 'active' : 'inactive'} />
      </dd>
      <dt>Fees borne by</dt>
      <dd>
        {bearerOptions.find((option) => option.value === split.bearer_type)?.label ?? split.bearer_type}
        {split.bearer_subaccount_code ? ` (${split.bearer_subaccount_code})` : ''}
      </dd>
      <dt>Created</dt>
      <dd>{formatDateTime(split.createdAt)}</dd>
      <dt>Updated</dt>
      <dd>{formatDateTime(split.updatedAt)}</dd>
    </dl>
  );
}

/** One split: its settings, its subaccounts and shares, and (owners, developers) its edit and subaccount forms. */
export default function SplitPage() {
  const { id = '' } = useParams();
  const me = useStaff();
  const split = useSplit(id);
  useTitle(split.status === 'success' ? `Split ${split.data.name}` : 'Split');
  const editable = can.change(me.role);
  // The list and this split (its key is under the list's) are read again; the page shows the old until then.
  const changed = () => invalidate(splitsKey);
  return (
    <>
      <p>
        <Link to={dashboardPaths.splits}>← All splits</Link>
      </p>
      <h1>{split.status === 'success' ? split.data.name : `Split ${id}`}</h1>
      {split.status === 'loading' ? <p role="status">Loading the split…</p> : null}
      {split.status === 'error' ? <ErrorState message={problemMessage(split.error)} onRetry={split.retry} /> : null}
      {split.status === 'success' ? (
        <div className="dash-detail">
          <Summary split={split.data} />
          <SplitMembers
            split={split.data}
            editable={editable}
            onAdd={async (entry) => {
              await addSplitSubaccount(id, entry);
              changed();
            }}
            onRemove={async (code) => {
              await removeSplitSubaccount(id, code);
              changed();
            }}
          />
          {editable ? (
            <section className="dash-panel" aria-labelledby="edit-title">
              <h2 id="edit-title">Edit split</h2>
              <SplitSettingsForm
                key={split.data.split_code}
                split={split.data}
                onSave={async (changes) => {
                  await updateSplit(id, changes);
                  changed();
                }}
              />
            </section>
          ) : null}
        </div>
      ) : null}
    </>
  );
}
