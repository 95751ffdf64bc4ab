import { lazy, Suspense, useId, useState, type FormEvent } from 'react';
import { Link } from '../../../lib/router/link';
import { measureLabels, measureNames } from '@functions/shop/measurement/contract';
import type { AdminRemakeRequest } from '@functions/shop/order/contract';
import { Dialog } from '../../../components/dialog/dialog';
import { adminPaths } from '../../../config/admin-paths';
import { useSession } from '../../../lib/auth/session';
import { invalidate } from '../../../lib/use-query';
import { acceptRemake } from '../api/accept-remake';
import { declineRemake } from '../api/decline-remake';
import { remakeRequestsKey } from '../api/fetch-remake-requests';
import { adminKeys } from '../api/admin-keys';
import { useToastedWrite } from '../../../components/toast/use-toasted-write';
import { SummaryRow } from '../../../components/ui/summary-row';
import { DialogActions } from './admin-list-parts';
import type { Settlement } from './settle-remake-dialog';
import { formatMoney } from '../../../lib/money';
import { ReasonField, useRequiredReason } from './reason-field';
import { dateTimeFormat as dateTime } from '../../../lib/dates';

const SettleRemakeDialog = lazy(() => import('./settle-remake-dialog'));


/** After a decision: every remake listing, the order lists (a remake order is new) and the dashboard. */
function refreshAfterDecision(orderID: string): void {
  invalidate(remakeRequestsKey);
  invalidate(adminKeys.orders);
  invalidate(adminKeys.order(orderID));
  invalidate(adminKeys.dashboard);
}

/** The item's measures as ordered beside the customer's corrections (a dash where none was given). */
function MeasureComparison({ request }: { request: AdminRemakeRequest }) {
  return (
    <table className="measure-table remake-compare">
      <caption>Measurements of {request.itemTitle} (inches)</caption>
      <thead>
        <tr>
          <th scope="col">Measure</th>
          <th scope="col">Ordered</th>
          <th scope="col">Corrected</th>
        </tr>
      </thead>
      <tbody>
        {measureNames.map((name) => (
          <tr key={name}>
            <th scope="row">{measureLabels[name]}</th>
            <td>{request.orderedMeasurement[name] ?? 'N/A'}</td>
            <td>{request.correctedMeasurement?.[name] ?? '–'}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Asks why a request is declined: the reason is required, as the customer is told it. */
function DeclineDialog({ request, onClose }: { request: AdminRemakeRequest; onClose: () => void }) {
  const { authedPost } = useSession();
  const id = useId();
  const reason = useRequiredReason();
  const { busy, run } = useToastedWrite();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const text = reason.take();
    if (text === undefined) return;
    await run(
      () => declineRemake(authedPost, { orderID: request.orderID, requestId: request.requestId, reason: text }),
      () => {
        refreshAfterDecision(request.orderID);
        onClose();
      },
    );
  };
  return (
    <Dialog labelledBy={`${id}-title`} onClose={onClose} variant="panel">
      <form className="admin-dialog" noValidate onSubmit={(event) => void submit(event)}>
        <h2 id={`${id}-title`}>Decline the remake of {request.itemTitle}</h2>
        <ReasonField id={`${id}-reason`} label="Reason (sent to the customer)" value={reason.value} onChange={reason.onChange} problem={reason.problem} rows={4} fieldRef={reason.fieldRef} />
        <DialogActions busy={busy} saveLabel="Decline request" busyLabel="Declining…" onClose={onClose} />
      </form>
    </Dialog>
  );
}

function RequestCard({ request, showOrder }: { request: AdminRemakeRequest; showOrder: boolean }) {
  const { authedPost } = useSession();
  const { busy, run } = useToastedWrite();
  const [declining, setDeclining] = useState(false);
  const [settling, setSettling] = useState<Settlement | null>(null);
  const headingId = useId();
  const accept = () => run(() => acceptRemake(authedPost, { orderID: request.orderID, requestId: request.requestId }), () => refreshAfterDecision(request.orderID));
  return (
    <li className="remake-request panel" aria-labelledby={headingId}>
      <h3 id={headingId}>Remake of {request.itemTitle}</h3>
      <dl className="summary">
        {showOrder ? (
          <SummaryRow term="Order">
            <Link to={adminPaths.orderDetails.getHref(request.orderID)}>{request.orderID}</Link>
          </SummaryRow>
        ) : null}
        <SummaryRow term="Requested">
          <time dateTime={request.created_at}>{dateTime.format(new Date(request.created_at))}</time>
        </SummaryRow>
        <SummaryRow term="Reason">{request.reason}</SummaryRow>
        <SummaryRow term="Status">{request.status}</SummaryRow>
        {request.remakeOrderID ? (
          <SummaryRow term="Remake order">
            <Link to={adminPaths.orderDetails.getHref(request.remakeOrderID)}>{request.remakeOrderID}</Link>
          </SummaryRow>
        ) : null}
        {request.status === 'refunded' && request.refundAmount !== null ? (
          <SummaryRow term={request.outcome === 'full_refund' ? 'Refunded in full' : 'Partial refund'}>{formatMoney(request.refundAmount)}</SummaryRow>
        ) : null}
        {request.settlementNote ? <SummaryRow term="Note to the customer">{request.settlementNote}</SummaryRow> : null}
        {request.declineReason ? (
          <SummaryRow term="Declined because">{request.declineReason}</SummaryRow>
        ) : null}
      </dl>
      <MeasureComparison request={request} />
      {request.status === 'open' ? (
        <div className="admin-actions">
          <button type="button" className="button button--primary button--small" disabled={busy} aria-busy={busy} onClick={() => void accept()}>
            {busy ? 'Accepting…' : `Accept remake of ${request.itemTitle}`}
          </button>
          <button type="button" className="button button--outline button--small" onClick={() => setDeclining(true)}>
            Decline remake of {request.itemTitle}
          </button>
          <button type="button" className="button button--outline button--small" onClick={() => setSettling('partial_refund')}>
            Partial refund for {request.itemTitle}
          </button>
          <button type="button" className="button button--outline button--small" onClick={() => setSettling('full_refund')}>
            Full refund for {request.itemTitle}
          </button>
        </div>
      ) : null}
      {declining ? <DeclineDialog request={request} onClose={() => setDeclining(false)} /> : null}
      {settling ? (
        <Suspense fallback={null}>
          <SettleRemakeDialog request={request} outcome={settling} onClose={() => setSettling(null)} />
        </Suspense>
      ) : null}
    </li>
  );
}

/** Remake requests as cards: the order, the item, the reason, both sets of measures, and Accept / Decline while open. */
export function RemakeRequestList({ requests, label, showOrder = true }: { requests: AdminRemakeRequest[]; label: string; showOrder?: boolean }) {
  return (
    <ul className="remake-requests" aria-label={label}>
      {requests.map((request) => (
        <RequestCard key={request.requestId} request={request} showOrder={showOrder} />
      ))}
    </ul>
  );
}
