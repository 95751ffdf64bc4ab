import { useNavigate } from '../../../../../src/lib/router/router';
import { useParams } from '../../../../../src/lib/router/routes';
import { Link } from '../../../lib/link';
import { dashboardPaths } from '../../../lib/paths';
import { QueryStatus } from '../../../lib/record-pages';
import { Redirect } from '../../../lib/redirect';
import { can, useStaff } from '../../../lib/staff-context';
import { useTitle } from '../../../lib/use-title';
import { usePlan } from '../api/get-plan';
import { PlanForm } from '../components/plan-form';

/** Edit a plan (owners and developers); then back to its page, which says how many subscriptions took the change. */
export default function EditPlanPage() {
  const { code = '' } = useParams();
  useTitle('Edit plan');
  const me = useStaff();
  const navigate = useNavigate();
  const plan = usePlan(code);
  if (!can.change(me.role)) return <Redirect to={dashboardPaths.plan(code)} />;
  return (
    <>
      <p>
        <Link to={dashboardPaths.plan(code)}>← Back to the plan</Link>
      </p>
      <h1>Edit plan</h1>
      <QueryStatus query={plan} loading="Loading the plan…" />
      {plan.status === 'success' ? (
        <section className="dash-panel">
          <PlanForm plan={plan.data} onSaved={(saved, message) => navigate(dashboardPaths.plan(saved.plan_code), { state: { saved: message } })} />
        </section>
      ) : null}
    </>
  );
}
