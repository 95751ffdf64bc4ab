import { useParams } from '../../../../../src/lib/router/routes';
import { Link } from '../../../lib/link';
import { ErrorState } from '../../../../../src/components/ui/status';
import { formatDate, formatDateTime } from '../../../../../src/lib/dates';
import { formatMoney } from '../../../../../src/lib/money';
import { problemMessage } from '../../../lib/dashboard-api';
import { dashboardPaths } from '../../../lib/paths';
import { can, useStaff } from '../../../lib/staff-context';
import { StatusBadge } from '../../../lib/status-badge';
import { useTitle } from '../../../lib/use-title';
import { useSubscription } from '../api/get-subscription';
import type { SubscriptionDetail } from '../api/subscription-types';
import { SubscriptionActions } from '../components/subscription-actions';

function Summary({ subscription }: { subscription: SubscriptionDetail }) {
  const { customer, plan, authorization: card } = subscription;
  const name = [customer.first_name, customer.last_name].filter(Boolean).join(' ');
  return (
    <dl className="dash-summary">
      <dt>Status</dt>
      <dd>
        <StatusBadge status={subscription.status} />
      </dd>
      <dt>Customer</dt>
      <dd>
        {name ? `${name} (${customer.email})` : customer.email} ·{' '}
        <Link to={`${dashboardPaths.subscriptions}?customer=${customer.id}`}>their subscriptions (customer id {customer.id})</Link>
      </dd>
      <dt>Plan</dt>
      <dd>
        {plan.name ?? plan.plan_code}
        {plan.interval ? `, ${plan.interval}` : ''} · <Link to={`${dashboardPaths.subscriptions}?plan=${plan.id}`}>its subscriptions (plan id {plan.id})</Link>
      </dd>
      <dt>Amount</dt>
      <dd>{formatMoney(subscription.amount)}</dd>
      <dt>Next payment</dt>
      <dd>{subscription.next_payment_date ? formatDate(subscription.next_payment_date) : 'None scheduled'}</dd>
      <dt>Payments</dt>
      <dd>
        {subscription.payments_count}
        {subscription.invoice_limit > 0 ? ` of ${subscription.invoice_limit}` : ''}
      </dd>
      <dt>Card</dt>
      <dd>
        {card.last4
          ? `${card.brand ?? 'card'} ending ${card.last4}${card.exp_month ? `, expires ${card.exp_month}/${card.exp_year ?? ''}` : ''}${card.bank ? `, ${card.bank}` : ''}`
          : 'No card on file'}
      </dd>
      <dt>Code</dt>
      <dd>
        <code>{subscription.subscription_code}</code>
      </dd>
      <dt>Started</dt>
      <dd>{formatDateTime(subscription.createdAt)}</dd>
    </dl>
  );
}

function Invoices({ subscription }: { subscription: SubscriptionDetail }) {
  return (
    <section className="dash-panel" aria-labelledby="invoices-title">
      <h2 id="invoices-title">Invoices</h2>
      {subscription.invoices.length === 0 ? (
        <p>No renewal has been charged yet: the first payment was the checkout that started the subscription.</p>
      ) : (
        <ul className="dash-list">
          {subscription.invoices.map((invoice) => (
            <li key={invoice.invoice_code}>
              {formatDate(invoice.period_start)} – {formatDate(invoice.period_end)}: {formatMoney(invoice.amount)} <StatusBadge status={invoice.status} />
              {invoice.transaction.reference ? (
                <>
                  {' '}
                  <code>{invoice.transaction.reference}</code>
                </>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** One subscription: customer, plan, card, next payment, invoices, and (owners, developers) cancel, enable, manage link. */
export default function SubscriptionPage() {
  const { code = '' } = useParams();
  useTitle(`Subscription ${code}`);
  const me = useStaff();
  const subscription = useSubscription(code);
  return (
    <>
      <p>
        <Link to={dashboardPaths.subscriptions}>← All subscriptions</Link>
      </p>
      <h1>Subscription {code}</h1>
      {subscription.status === 'loading' ? <p role="status">Loading the subscription…</p> : null}
      {subscription.status === 'error' ? <ErrorState message={problemMessage(subscription.error)} onRetry={subscription.retry} /> : null}
      {subscription.status === 'success' ? (
        <div className="dash-detail">
          <Summary subscription={subscription.data} />
          {can.change(me.role) ? <SubscriptionActions subscription={subscription.data} /> : null}
          <Invoices subscription={subscription.data} />
        </div>
      ) : null}
    </>
  );
}
