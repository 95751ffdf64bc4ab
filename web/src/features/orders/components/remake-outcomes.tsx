import { Link } from '../../../lib/router/link';
import type { RemakeRequest } from '@functions/shop/order/contract';
import { paths } from '../../../config/paths';
import { formatMoney } from '../../../lib/money';
import { useMyRemakeRequests } from '../api/fetch-my-remake-requests';
import { dateFormat as dateOnly } from '../../../lib/dates';


function Outcome({ request }: { request: RemakeRequest }) {
  if (request.status === 'accepted' && request.remakeOrderID) {
    return (
      <p>
        Accepted: we are remaking it at no charge in order <Link to={paths.orderDetails.getHref(request.remakeOrderID)}>{request.remakeOrderID}</Link>.
      </p>
    );
  }
  if (request.status === 'refunded') {
    const amount = request.refundAmount === null ? 'a refund' : formatMoney(request.refundAmount);
    const note = request.settlementNote ? ` ${request.settlementNote}` : '';
    return request.outcome === 'full_refund' ? (
      <p>
        Refunded in full: {amount} back to you for the returned garment.{note}
      </p>
    ) : (
      <p>
        Settled with a partial refund: {amount} back to you as an alteration allowance.{note}
      </p>
    );
  }
  if (request.status === 'declined') return <p>Declined: {request.declineReason ?? 'no reason was given'}</p>;
  return <p>Waiting for the shop&apos;s answer.</p>;
}

/** The customer's remake requests on this order and what the shop decided; nothing when there are none. */
export function RemakeOutcomes({ orderID, enabled }: { orderID: string; enabled: boolean }) {
  const requests = useMyRemakeRequests(orderID, enabled);
  if (requests.status !== 'success' || requests.data.length === 0) return null;
  return (
    <section aria-labelledby="order-remakes">
      <h2 id="order-remakes">Remake requests</h2>
      <ul className="remake-outcomes">
        {requests.data.map((request) => (
          <li key={request.requestId}>
            <strong>{request.itemTitle}</strong>, requested <time dateTime={request.created_at}>{dateOnly.format(new Date(request.created_at))}</time>: {request.reason}
            <Outcome request={request} />
          </li>
        ))}
      </ul>
    </section>
  );
}
