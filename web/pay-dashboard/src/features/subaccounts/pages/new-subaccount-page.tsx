import { useNavigate } from '../../../../../src/lib/router/router';
import { Link } from '../../../lib/link';
import { invalidate } from '../../../../../src/lib/use-query';
import { dashboardPaths } from '../../../lib/paths';
import { can, useStaff } from '../../../lib/staff-context';
import { useTitle } from '../../../lib/use-title';
import { createSubaccount } from '../api/create-subaccount';
import { subaccountsKey } from '../api/list-subaccounts';
import { SubaccountForm } from '../components/subaccount-form';

/** A new subaccount (owners and developers); on success, its page. */
export default function NewSubaccountPage() {
  useTitle('New subaccount');
  const me = useStaff();
  const navigate = useNavigate();
  return (
    <>
      <p>
        <Link to={dashboardPaths.subaccounts}>← All subaccounts</Link>
      </p>
      <h1>New subaccount</h1>
      {can.change(me.role) ? (
        <SubaccountForm
          submitLabel="Create subaccount"
          onSave={async (input) => {
            const created = await createSubaccount(input);
            invalidate(subaccountsKey);
            navigate(dashboardPaths.subaccount(created.subaccount_code));
          }}
        />
      ) : (
        <p>Only owners and developers create subaccounts.</p>
      )}
    </>
  );
}
