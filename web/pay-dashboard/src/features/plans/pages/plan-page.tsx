import { useState } from 'react';
import { useLocation, useParams } from 'react-router-dom';
import { Link } from '../../../lib/link';
import { formatDateTime } from '../../../../../src/lib/dates';
import { formatMoney } from '../../../../../src/lib/money';
import { dashboardPaths } from '../../../lib/paths';
import { QueryStatus } from '../../../lib/record-pages';
import { can, useStaff } from '../../../lib/staff-context';
import { useTitle } from '../../../lib/use-title';
import { usePlan } from '../api/get-plan';
import type { Plan } from '../api/plan-types';

function Summary({ plan }: { plan: Plan }) {
  return (
    <dl className="dash-summary">
      <dt>Amount</dt>
      <dd>
        {formatMoney(plan.amount)} {plan.interval}
      </dd>
      <dt>Plan code</dt>
      <dd>
        <code>{plan.plan_code}</code>
      </dd>
      <dt>Description</dt>
      <dd>{plan.description ?? '–'}</dd>
      <dt>Invoice limit</dt>
      <dd>{plan.invoice_limit === 0 ? 'None (until cancelled)' : plan.invoice_limit}</dd>
      <dt>Invoices by e-mail</dt>
      <dd>{plan.send_invoices ? 'Sent' : 'Not sent'}</dd>
      <dt>SMS</dt>
      <dd>{plan.send_sms ? 'Sent' : 'Not sent'}</dd>
      <dt>Created</dt>
      <dd>{formatDateTime(plan.createdAt)}</dd>
    </dl>
  );
}

function Subscriptions({ plan }: { plan: Plan }) {
  const count = plan.subscriptions.length;
  return (
    <section className="dash-panel" aria-labelledby="plan-subscriptions-title">
      <h2 id="plan-subscriptions-title">Subscriptions ({count === 50 ? 'newest 50' : count})</h2>
      {count === 0 ? (
        <p>No one has subscribed to this plan yet.</p>
      ) : (
        <ul className="dash-list">
          {plan.subscriptions.map((subscription) => (
            <li key={subscription.subscription_code}>
              <code>{subscription.subscription_code}</code> {formatMoney(subscription.amount)} {subscription.status}
              {subscription.next_payment_date ? `, next payment ${formatDateTime(subscription.next_payment_date)}` : ''}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** One plan with its subscriptions; Edit for owners and developers. */
export default function PlanPage() {
  const { code = '' } = useParams();
  const me = useStaff();
  const plan = usePlan(code);
  const location = useLocation();
  // The edit page says what the save did (how many subscriptions took the change).
  const [saved] = useState(() => (typeof location.state === 'object' && location.state !== null && 'saved' in location.state ? String(location.state.saved) : ''));
  useTitle(plan.status === 'success' ? plan.data.name : 'Plan');
  return (
    <>
      <p>
        <Link to={dashboardPaths.plans}>← All plans</Link>
      </p>
      <h1>{plan.status === 'success' ? plan.data.name : 'Plan'}</h1>
      <p role="status">{saved}</p>
      <QueryStatus query={plan} loading="Loading the plan…" />
      {plan.status === 'success' ? (
        <div className="dash-detail">
          <Summary plan={plan.data} />
          {can.change(me.role) ? (
            <p className="dash-actions">
              <Link className="button button--outline button--small" to={dashboardPaths.editPlan(plan.data.plan_code)}>
                Edit plan
              </Link>
            </p>
          ) : null}
          <Subscriptions plan={plan.data} />
        </div>
      ) : null}
    </>
  );
}
