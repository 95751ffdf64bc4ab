import { useState } from 'react';
import { useLocation } from '../../../../../src/lib/router/router';
import { useParams } from '../../../../../src/lib/router/routes';
import { formatDateTime } from '../../../../../src/lib/dates';
import { formatMoney } from '../../../../../src/lib/money';
import { dashboardPaths } from '../../../lib/paths';
import { RecordPage } from '../../../lib/record-pages';
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
  const location = useLocation();
  // The edit page says what the save did (how many subscriptions took the change).
  const [saved] = useState(() => (typeof location.state === 'object' && location.state !== null && 'saved' in location.state ? String(location.state.saved) : ''));
  return (
    <RecordPage
      back={{ to: dashboardPaths.plans, label: 'All plans' }}
      record={usePlan(code)}
      heading={(plan) => plan.name}
      fallback="Plan"
      loading="Loading the plan…"
      notice={saved}
      edit={(plan) => ({ to: dashboardPaths.editPlan(plan.plan_code), label: 'Edit plan' })}
    >
      {(plan, editLink) => (
        <>
          <Summary plan={plan} />
          {editLink}
          <Subscriptions plan={plan} />
        </>
      )}
    </RecordPage>
  );
}
