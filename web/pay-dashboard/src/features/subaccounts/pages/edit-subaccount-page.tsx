import { useNavigate } from '../../../../../src/lib/router/router';
import { useParams } from '../../../../../src/lib/router/routes';
import { Link } from '../../../lib/link';
import { ErrorState } from '../../../../../src/components/ui/status';
import { invalidate } from '../../../../../src/lib/use-query';
import { problemMessage } from '../../../lib/dashboard-api';
import { dashboardPaths } from '../../../lib/paths';
import { can, useStaff } from '../../../lib/staff-context';
import { useTitle } from '../../../lib/use-title';
import { useSubaccount } from '../api/get-subaccount';
import { subaccountsKey } from '../api/list-subaccounts';
import { updateSubaccount } from '../api/update-subaccount';
import { SubaccountForm } from '../components/subaccount-form';

/** Changes a subaccount (owners and developers); on success, back to its page. */
export default function EditSubaccountPage() {
  const { code = '' } = useParams();
  useTitle(`Edit subaccount ${code}`);
  const me = useStaff();
  const navigate = useNavigate();
  const subaccount = useSubaccount(code);
  return (
    <>
      <p>
        <Link to={dashboardPaths.subaccount(code)}>← Back to the subaccount</Link>
      </p>
      <h1>Edit {subaccount.status === 'success' ? subaccount.data.business_name : 'subaccount'}</h1>
      {subaccount.status === 'loading' ? <p role="status">Loading the subaccount…</p> : null}
      {subaccount.status === 'error' ? <ErrorState message={problemMessage(subaccount.error)} onRetry={subaccount.retry} /> : null}
      {subaccount.status === 'success' && !can.change(me.role) ? <p>Only owners and developers change subaccounts.</p> : null}
      {subaccount.status === 'success' && can.change(me.role) ? (
        <SubaccountForm
          subaccount={subaccount.data}
          submitLabel="Save changes"
          onSave={async (input) => {
            await updateSubaccount(code, input);
            invalidate(subaccountsKey);
            navigate(dashboardPaths.subaccount(code));
          }}
        />
      ) : null}
    </>
  );
}
