import { useParams } from '../../../../../src/lib/router/routes';
import { Link } from '../../../lib/link';
import { formatDateTime } from '../../../../../src/lib/dates';
import { formatMoney } from '../../../../../src/lib/money';
import { dashboardPaths } from '../../../lib/paths';
import { RecordPage } from '../../../lib/record-pages';
import { can, useStaff } from '../../../lib/staff-context';
import type { CustomerDetail } from '../api/customer-types';
import { useCustomer } from '../api/get-customer';
import { RiskActionForm, riskLabels } from '../components/risk-action-form';

function Summary({ customer }: { customer: CustomerDetail }) {
  const value = customer.total_transaction_value.find((total) => total.currency === 'NGN')?.amount ?? 0;
  return (
    <dl className="dash-summary">
      <dt>E-mail</dt>
      <dd>{customer.email}</dd>
      <dt>Name</dt>
      <dd>{[customer.first_name, customer.last_name].filter(Boolean).join(' ') || '–'}</dd>
      <dt>Phone</dt>
      <dd>{customer.phone ?? '–'}</dd>
      <dt>Customer code</dt>
      <dd>
        <code>{customer.customer_code}</code>
      </dd>
      <dt>Risk action</dt>
      <dd>{riskLabels[customer.risk_action]}</dd>
      <dt>Paid</dt>
      <dd>
        {customer.total_transactions} transactions, {formatMoney(value)}
      </dd>
      <dt>Added</dt>
      <dd>{formatDateTime(customer.createdAt)}</dd>
    </dl>
  );
}

function Transactions({ customer }: { customer: CustomerDetail }) {
  return (
    <section className="dash-panel" aria-labelledby="customer-transactions-title">
      <h2 id="customer-transactions-title">Transactions</h2>
      {customer.transactions.length === 0 ? (
        <p>No transactions yet.</p>
      ) : (
        <ul className="dash-list">
          {customer.transactions.map((transaction) => (
            <li key={transaction.id}>
              <Link to={dashboardPaths.transaction(transaction.id)}>{transaction.reference}</Link> {formatMoney(transaction.amount)}{' '}
              <span className={`dash-badge dash-badge--${transaction.status}`}>{transaction.status.replace(/_/g, ' ')}</span>{' '}
              {formatDateTime(transaction.paid_at ?? transaction.created_at)}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function CardsAndSubscriptions({ customer }: { customer: CustomerDetail }) {
  return (
    <>
      <section className="dash-panel" aria-labelledby="customer-cards-title">
        <h2 id="customer-cards-title">Saved cards</h2>
        {customer.authorizations.length === 0 ? (
          <p>No card the business may charge again.</p>
        ) : (
          <ul className="dash-list">
            {customer.authorizations.map((card) => (
              <li key={card.authorization_code}>
                {card.brand} ending {card.last4}, expires {card.exp_month}/{card.exp_year}
                {card.bank ? `, ${card.bank}` : ''}
              </li>
            ))}
          </ul>
        )}
      </section>
      <section className="dash-panel" aria-labelledby="customer-subscriptions-title">
        <h2 id="customer-subscriptions-title">Subscriptions</h2>
        {customer.subscriptions.length === 0 ? (
          <p>No subscriptions.</p>
        ) : (
          <ul className="dash-list">
            {customer.subscriptions.map((subscription) => (
              <li key={subscription.subscription_code}>
                <code>{subscription.subscription_code}</code> {formatMoney(subscription.amount)} {subscription.status}
                {subscription.next_payment_date ? `, next payment ${formatDateTime(subscription.next_payment_date)}` : ''}
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}

/** One customer: details, their transactions, saved cards and subscriptions; Edit and the risk action for owners and developers. */
export default function CustomerPage() {
  const { code = '' } = useParams();
  const me = useStaff();
  return (
    <RecordPage
      back={{ to: dashboardPaths.customers, label: 'All customers' }}
      record={useCustomer(code)}
      heading={(customer) => customer.email}
      fallback="Customer"
      loading="Loading the customer…"
      edit={(customer) => ({ to: dashboardPaths.editCustomer(customer.customer_code), label: 'Edit customer' })}
    >
      {(customer, editLink) => (
        <>
          <Summary customer={customer} />
          {editLink}
          {can.change(me.role) ? <RiskActionForm customer={customer} /> : null}
          <Transactions customer={customer} />
          <CardsAndSubscriptions customer={customer} />
        </>
      )}
    </RecordPage>
  );
}
