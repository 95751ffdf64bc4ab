import { useNavigate } from '../../../../../src/lib/router/router';
import { Link } from '../../../lib/link';
import { dashboardPaths } from '../../../lib/paths';
import { Redirect } from '../../../lib/redirect';
import { can, useStaff } from '../../../lib/staff-context';
import { useTitle } from '../../../lib/use-title';
import { PlanForm } from '../components/plan-form';

/** Create a plan (owners and developers); then its page. */
export default function NewPlanPage() {
  useTitle('Create plan');
  const me = useStaff();
  const navigate = useNavigate();
  if (!can.change(me.role)) return <Redirect to={dashboardPaths.plans} />;
  return (
    <>
      <p>
        <Link to={dashboardPaths.plans}>← All plans</Link>
      </p>
      <h1>Create plan</h1>
      <section className="dash-panel">
        <PlanForm onSaved={(saved, message) => navigate(dashboardPaths.plan(saved.plan_code), { state: { saved: message } })} />
      </section>
    </>
  );
}
