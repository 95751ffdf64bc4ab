import type { Order, OrderRefund } from '@functions/shop/order/contract';
import { formatMoney } from '../../lib/money';
import { statusLabels } from './order-badges';
import './orders.css';
import { dateTimeFormat as dateTime } from '../../lib/dates';


export const refundStatusLabels: Record<OrderRefund['status'], string> = { pending: 'Refund pending', processed: 'Refunded', failed: 'Refund failed' };

function When({ at }: { at: string }) {
  return <time dateTime={at}>{dateTime.format(new Date(at))}</time>;
}

interface TimelineEntry {
  at: string;
  label: string;
}

/** Everything that happened to the order, oldest first: its statuses, its payment and each refund asked and settled. */
export function timelineOf(order: Order): TimelineEntry[] {
  const entries: TimelineEntry[] = order.statusHistory.map((entry, index) => ({
    at: entry.at,
    // The first step is the order being placed, not a state to read as "Pending" beside a later payment.
    label: index === 0 && entry.status === 'pending' ? 'Order placed' : entry.status in statusLabels ? statusLabels[entry.status as keyof typeof statusLabels] : entry.status,
  }));
  if (order.paidAt) entries.push({ at: order.paidAt, label: 'Payment received' });
  for (const refund of order.refunds) {
    entries.push({ at: refund.requestedAt, label: `Refund of ${formatMoney(refund.amount)} requested` });
    if (refund.settledAt && refund.status === 'processed') entries.push({ at: refund.settledAt, label: `Refunded ${formatMoney(refund.amount)}` });
    if (refund.settledAt && refund.status === 'failed') entries.push({ at: refund.settledAt, label: `Refund of ${formatMoney(refund.amount)} failed` });
  }
  // A stable sort: entries at the same moment keep the order above (a status before the payment it follows).
  return entries.map((entry, index) => ({ entry, index })).sort((a, b) => Date.parse(a.entry.at) - Date.parse(b.entry.at) || a.index - b.index).map(({ entry }) => entry);
}

/** The order's timeline as a list; `headingId` names the section for the page's landmarks. */
export function OrderTimeline({ order, headingId = 'order-timeline', className }: { order: Order; headingId?: string; className?: string }) {
  return (
    <section className={className} aria-labelledby={headingId}>
      <h2 id={headingId}>Timeline</h2>
      <ol className="timeline">
        {timelineOf(order).map((entry, index) => (
          <li key={`${entry.label}-${index}`}>
            <span>{entry.label}</span>
            <When at={entry.at} />
          </li>
        ))}
      </ol>
      {order.status === 'cancelled' && order.cancelReason ? <p className="order-cancel-reason">Cancelled: {order.cancelReason}</p> : null}
    </section>
  );
}

/** The refunds of the order (amount, reason, status), newest last; nothing when there are none. */
export function OrderRefunds({ order, className }: { order: Order; className?: string }) {
  if (order.refunds.length === 0) return null;
  return (
    <section className={className} aria-labelledby="order-refunds">
      <h2 id="order-refunds">Refunds</h2>
      <table className="refunds-table" aria-labelledby="order-refunds">
        <thead>
          <tr>
            <th scope="col">Amount</th>
            <th scope="col">Reason</th>
            <th scope="col">Status</th>
            <th scope="col">Requested</th>
          </tr>
        </thead>
        <tbody>
          {order.refunds.map((refund) => (
            <tr key={refund.refundId}>
              <td data-label="Amount">{formatMoney(refund.amount)}</td>
              <td data-label="Reason">{refund.reason}</td>
              <td data-label="Status">
                <span className={`badge badge--${refund.status === 'processed' ? 'green' : refund.status === 'pending' ? 'yellow' : 'red'}`}>{refundStatusLabels[refund.status]}</span>
              </td>
              <td data-label="Requested">
                <When at={refund.requestedAt} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <p>
        Refunded so far: <strong>{formatMoney(order.refundedAmount)}</strong>
        {order.refundPendingAmount > 0 ? <> ({formatMoney(order.refundPendingAmount)} on its way)</> : null}
      </p>
    </section>
  );
}
