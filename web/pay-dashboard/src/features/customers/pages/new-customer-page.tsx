import { useNavigate } from '../../../../../src/lib/router/router';
import { Link } from '../../../lib/link';
import { dashboardPaths } from '../../../lib/paths';
import { Redirect } from '../../../lib/redirect';
import { can, useStaff } from '../../../lib/staff-context';
import { useTitle } from '../../../lib/use-title';
import { CustomerForm } from '../components/customer-form';

/** Add a customer (owners and developers); then their page. */
export default function NewCustomerPage() {
  useTitle('Add customer');
  const me = useStaff();
  const navigate = useNavigate();
  if (!can.change(me.role)) return <Redirect to={dashboardPaths.customers} />;
  return (
    <>
      <p>
        <Link to={dashboardPaths.customers}>← All customers</Link>
      </p>
      <h1>Add customer</h1>
      <section className="dash-panel">
        <CustomerForm onSaved={(saved) => navigate(dashboardPaths.customer(saved.customer_code))} />
      </section>
    </>
  );
}
