import { useNavigate } from '../../../../../src/lib/router/router';
import { useParams } from '../../../../../src/lib/router/routes';
import { Link } from '../../../lib/link';
import { dashboardPaths } from '../../../lib/paths';
import { QueryStatus } from '../../../lib/record-pages';
import { Redirect } from '../../../lib/redirect';
import { can, useStaff } from '../../../lib/staff-context';
import { useTitle } from '../../../lib/use-title';
import { useCustomer } from '../api/get-customer';
import { CustomerForm } from '../components/customer-form';

/** Edit a customer's names and phone (owners and developers); then back to their page. */
export default function EditCustomerPage() {
  const { code = '' } = useParams();
  useTitle('Edit customer');
  const me = useStaff();
  const navigate = useNavigate();
  const customer = useCustomer(code);
  if (!can.change(me.role)) return <Redirect to={dashboardPaths.customer(code)} />;
  return (
    <>
      <p>
        <Link to={dashboardPaths.customer(code)}>← Back to the customer</Link>
      </p>
      <h1>Edit customer</h1>
      <QueryStatus query={customer} loading="Loading the customer…" />
      {customer.status === 'success' ? (
        <section className="dash-panel">
          <CustomerForm customer={customer.data} onSaved={(saved) => navigate(dashboardPaths.customer(saved.customer_code))} />
        </section>
      ) : null}
    </>
  );
}
