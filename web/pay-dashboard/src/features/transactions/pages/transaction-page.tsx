import { useParams } from '../../../../../src/lib/router/routes';
import { ErrorState } from '../../../../../src/components/ui/status';
import { formatDateTime } from '../../../../../src/lib/dates';
import { formatMoney } from '../../../../../src/lib/money';
import { problemMessage } from '../../../lib/dashboard-api';
import { dashboardPaths } from '../../../lib/paths';
import { can, useStaff } from '../../../lib/staff-context';
import { useTitle } from '../../../lib/use-title';
import { useTransaction } from '../api/get-transaction';
import type { TransactionDetail } from '../api/transaction-types';
import { RefundForm } from '../components/refund-form';
import { StatusBadge } from '../../../lib/status-badge';
import { Link } from '../../../lib/link';

const paidStatuses = new Set(['success', 'partially_refunded']);

function Summary({ transaction }: { transaction: TransactionDetail }) {
  const card = transaction.authorization;
  const customer = transaction.customer;
  const name = [customer.first_name, customer.last_name].filter(Boolean).join(' ');
  return (
    <dl className="dash-summary">
      <dt>Amount</dt>
      <dd>{formatMoney(transaction.amount)}</dd>
      <dt>Status</dt>
      <dd>
        <StatusBadge status={transaction.status} />
      </dd>
      <dt>Reference</dt>
      <dd>
        <code>{transaction.reference}</code>
      </dd>
      <dt>Customer</dt>
      <dd>{name ? `${name} (${customer.email})` : customer.email}</dd>
      <dt>Paid</dt>
      <dd>{transaction.paid_at ? formatDateTime(transaction.paid_at) : 'Not paid'}</dd>
      <dt>Channel</dt>
      <dd>{transaction.channel?.replace('_', ' ') ?? '–'}</dd>
      <dt>Fees</dt>
      <dd>{transaction.fees === null ? '–' : formatMoney(transaction.fees)}</dd>
      <dt>Refunded</dt>
      <dd>{formatMoney(transaction.amount_refunded)}</dd>
      {card.last4 ? (
        <>
          <dt>Card</dt>
          <dd>
            {card.brand ?? 'card'} ending {card.last4}
            {card.exp_month ? `, expires ${card.exp_month}/${card.exp_year ?? ''}` : ''}
            {card.bank ? `, ${card.bank}` : ''}
          </dd>
        </>
      ) : null}
      {Object.keys(transaction.subaccount).length > 0 || Object.keys(transaction.split).length > 0 ? (
        <>
          <dt>Split</dt>
          <dd>{String(transaction.split.split_code ?? transaction.subaccount.subaccount_code ?? 'yes')}</dd>
        </>
      ) : null}
    </dl>
  );
}

function Timeline({ transaction }: { transaction: TransactionDetail }) {
  const history = transaction.log?.history ?? [];
  return (
    <section className="dash-panel" aria-labelledby="timeline-title">
      <h2 id="timeline-title">Timeline</h2>
      {history.length === 0 ? (
        <p>The checkout sent no timeline for this transaction.</p>
      ) : (
        <ol className="dash-timeline">
          {history.map((entry, index) => (
            <li key={index}>
              <span className="dash-timeline__time">{entry.time}s</span> {entry.message}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

function Refunds({ transaction }: { transaction: TransactionDetail }) {
  if (transaction.refunds.length === 0) return null;
  return (
    <section className="dash-panel" aria-labelledby="refunds-title">
      <h2 id="refunds-title">Refunds</h2>
      <ul className="dash-list">
        {transaction.refunds.map((refund) => (
          <li key={refund.id}>
            {formatMoney(refund.amount)} <StatusBadge status={refund.status} />
            {refund.merchant_note ? ` — ${refund.merchant_note}` : ''}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** One transaction: summary, customer, card, fees, timeline, refunds, and the Refund action for owners and developers. */
export default function TransactionPage() {
  const { id = '' } = useParams();
  useTitle(`Transaction ${id}`);
  const me = useStaff();
  const transaction = useTransaction(id);
  return (
    <>
      <p>
        <Link to={dashboardPaths.transactions}>← All transactions</Link>
      </p>
      <h1>Transaction {transaction.status === 'success' ? transaction.data.reference : id}</h1>
      {transaction.status === 'loading' ? <p role="status">Loading the transaction…</p> : null}
      {transaction.status === 'error' ? <ErrorState message={problemMessage(transaction.error)} onRetry={transaction.retry} /> : null}
      {transaction.status === 'success' ? (
        <div className="dash-detail">
          <Summary transaction={transaction.data} />
          <Timeline transaction={transaction.data} />
          <Refunds transaction={transaction.data} />
          {can.refund(me.role) && paidStatuses.has(transaction.data.status) ? (
            <RefundForm transactionId={transaction.data.id} refundable={transaction.data.amount - transaction.data.amount_refunded} />
          ) : null}
        </div>
      ) : null}
    </>
  );
}
