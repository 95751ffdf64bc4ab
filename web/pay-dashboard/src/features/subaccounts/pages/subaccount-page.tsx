import { useParams } from '../../../../../src/lib/router/routes';
import { Link } from '../../../lib/link';
import { ErrorState } from '../../../../../src/components/ui/status';
import { formatDateTime } from '../../../../../src/lib/dates';
import { problemMessage } from '../../../lib/dashboard-api';
import { dashboardPaths } from '../../../lib/paths';
import { can, useStaff } from '../../../lib/staff-context';
import { StatusBadge } from '../../../lib/status-badge';
import { useTitle } from '../../../lib/use-title';
import { useSubaccount } from '../api/get-subaccount';
import type { Subaccount } from '../api/subaccount-types';

function Summary({ subaccount }: { subaccount: Subaccount }) {
  const contact = [subaccount.primary_contact_name, subaccount.primary_contact_email, subaccount.primary_contact_phone].filter(Boolean).join(', ');
  return (
    <dl className="dash-summary">
      <dt>Status</dt>
      <dd>
        <StatusBadge status={subaccount.active ? 'active' : 'inactive'} />
      </dd>
      <dt>Settlement bank</dt>
      <dd>{subaccount.settlement_bank}</dd>
      <dt>Account</dt>
      <dd>
        {subaccount.account_number}
        {subaccount.account_name ? ` (${subaccount.account_name})` : ''}
      </dd>
      <dt>Your share</dt>
      <dd>{subaccount.percentage_charge}% of each payment split with it</dd>
      <dt>Settlement</dt>
      <dd>{subaccount.settlement_schedule.toLowerCase()}</dd>
      <dt>Description</dt>
      <dd>{subaccount.description ?? '–'}</dd>
      <dt>Primary contact</dt>
      <dd>{contact || '–'}</dd>
      <dt>Code</dt>
      <dd>
        <code>{subaccount.subaccount_code}</code>
      </dd>
      <dt>Created</dt>
      <dd>{formatDateTime(subaccount.createdAt)}</dd>
    </dl>
  );
}

/** One subaccount, with an Edit link for owners and developers. */
export default function SubaccountPage() {
  const { code = '' } = useParams();
  useTitle(`Subaccount ${code}`);
  const me = useStaff();
  const subaccount = useSubaccount(code);
  return (
    <>
      <p>
        <Link to={dashboardPaths.subaccounts}>← All subaccounts</Link>
      </p>
      <h1>{subaccount.status === 'success' ? subaccount.data.business_name : `Subaccount ${code}`}</h1>
      {subaccount.status === 'loading' ? <p role="status">Loading the subaccount…</p> : null}
      {subaccount.status === 'error' ? <ErrorState message={problemMessage(subaccount.error)} onRetry={subaccount.retry} /> : null}
      {subaccount.status === 'success' ? (
        <div className="dash-detail">
          <Summary subaccount={subaccount.data} />
          {can.change(me.role) ? (
            <p>
              <Link className="button button--outline button--small" to={dashboardPaths.editSubaccount(code)}>
                Edit subaccount
              </Link>
            </p>
          ) : null}
        </div>
      ) : null}
    </>
  );
}
