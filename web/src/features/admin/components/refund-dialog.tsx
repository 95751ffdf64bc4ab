import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Dialog } from '../../../components/dialog/dialog';
import { useToastedWrite } from '../../../components/toast/use-toasted-write';
import { useSession } from '../../../lib/auth/session';
import { formatMoney } from '../../../lib/money';
import type { AdminOrderDetail, RefundOrderBody } from '@functions/shop/order/contract';
import { refundableAmount } from '../../../lib/orders/payment';
import { refundOrder } from '../api/refund-order';
import { refreshAfterOrderWrite } from '../api/admin-keys';
import { nairaInputValue, parseNaira } from '../../../lib/naira-input';
import { refundAmountProblem } from './naira-input';
import { useSubmissionKey } from './use-submission-key';
import { ReasonField } from './reason-field';

const maxReason = 500;

/**
 * Refund (part of) a paid order: the amount in naira (all that is left, prefilled), a reason for the customer,
 * optionally cancelling the order too, then a confirmation saying what the customer gets back.
 */
export default function RefundDialog({ order, onClose }: { order: AdminOrderDetail; onClose: () => void }) {
  const { authedPost } = useSession();
  const id = useId();
  const most = refundableAmount(order);
  const cancellable = order.status !== 'completed' && order.status !== 'cancelled';
  const [amountText, setAmountText] = useState(() => nairaInputValue(most));
  const [reason, setReason] = useState('');
  const [cancel, setCancel] = useState(false);
  const [problems, setProblems] = useState<{ amount?: string; reason?: string }>({});
  const [confirming, setConfirming] = useState<RefundOrderBody | null>(null);
  const [failure, setFailure] = useState('');
  const heading = useRef<HTMLHeadingElement>(null);
  const keyFor = useSubmissionKey();
  const { busy, run } = useToastedWrite();

  useEffect(() => {
    // Each step announces itself: focus goes to its heading.
    heading.current?.focus();
  }, [confirming]);

  const review = (event: FormEvent) => {
    event.preventDefault();
    const amount = parseNaira(amountText);
    const found = {
      amount: refundAmountProblem(amount, most) ?? undefined,
      reason: reason.trim() ? undefined : 'Please give the reason the customer will read',
    };
    setProblems(found);
    if (found.amount || found.reason || amount === null) return;
    const wanted = { orderID: order.orderID, amount, reason: reason.trim(), ...(cancel ? { cancel: true } : {}) };
    setFailure('');
    setConfirming({ ...wanted, idempotencyKey: keyFor(JSON.stringify(wanted)) });
  };

  const send = (body: RefundOrderBody) =>
    run(
      async () => (await refundOrder(authedPost, body)).message,
      () => {
        refreshAfterOrderWrite(order.orderID);
        onClose();
      },
      // Kept open on the same key: sending again cannot refund twice.
      setFailure,
    );

  const remaining = confirming ? most - confirming.amount : 0;
  return (
    <Dialog labelledBy={`${id}-title`} describedBy={confirming ? `${id}-summary` : undefined} onClose={onClose} variant="panel" initialFocus={heading}>
      {confirming ? (
        <div className="admin-dialog">
          <h2 id={`${id}-title`} ref={heading} tabIndex={-1}>
            Confirm the refund of order {order.orderID}
          </h2>
          <p id={`${id}-summary`}>
            {order.name} gets back <strong>{formatMoney(confirming.amount)}</strong> of the {formatMoney(order.totalPrice)} paid
            {remaining > 0 ? `; ${formatMoney(remaining)} could still be refunded later` : ''}.
            {confirming.cancel ? ` Order ${order.orderID} will also be cancelled.` : ''} The customer is told why: “{confirming.reason}”.
          </p>
          <p>Pay sends the money back to the card or account that paid. The order shows “Refund pending” until Pay confirms it.</p>
          {failure ? (
            <p className="admin-field-error" role="alert">
              {failure}
            </p>
          ) : null}
          <div className="admin-dialog__actions">
            <button type="button" className="button button--primary" disabled={busy} aria-busy={busy} onClick={() => void send(confirming)}>
              {busy ? 'Refunding…' : failure ? 'Try again' : `Refund ${formatMoney(confirming.amount)}`}
            </button>
            <button type="button" className="button button--outline" disabled={busy} onClick={() => setConfirming(null)}>
              Back
            </button>
          </div>
        </div>
      ) : (
        <form className="admin-dialog" noValidate onSubmit={review}>
          <h2 id={`${id}-title`} ref={heading} tabIndex={-1}>
            Refund order {order.orderID}
          </h2>
          <p>
            Paid {formatMoney(order.totalPrice)}
            {order.refundedAmount > 0 ? `, refunded ${formatMoney(order.refundedAmount)}` : ''}
            {order.refundPendingAmount > 0 ? `, ${formatMoney(order.refundPendingAmount)} pending` : ''}: at most {formatMoney(most)} can be refunded.
          </p>
          <label htmlFor={`${id}-amount`}>Amount in naira</label>
          <input
            id={`${id}-amount`}
            type="text"
            inputMode="decimal"
            autoComplete="off"
            value={amountText}
            aria-invalid={problems.amount ? true : undefined}
            aria-describedby={`${id}-amount-help${problems.amount ? ` ${id}-amount-problem` : ''}`}
            onChange={(event) => setAmountText(event.target.value)}
          />
          <p id={`${id}-amount-help`} className="admin-help">
            The whole amount left is filled in; change it for a partial refund.
          </p>
          {problems.amount ? (
            <p id={`${id}-amount-problem`} className="admin-field-error" role="alert">
              {problems.amount}
            </p>
          ) : null}
          <ReasonField id={`${id}-reason`} label="Reason (sent to the customer)" value={reason} onChange={setReason} problem={problems.reason} maxLength={maxReason} />
          {cancellable ? (
            <label className="admin-check">
              <input type="checkbox" checked={cancel} onChange={(event) => setCancel(event.target.checked)} />
              Also cancel the order
            </label>
          ) : null}
          <div className="admin-dialog__actions">
            <button type="submit" className="button button--primary">
              Review refund
            </button>
            <button type="button" className="button button--outline" onClick={onClose}>
              Cancel
            </button>
          </div>
        </form>
      )}
    </Dialog>
  );
}
