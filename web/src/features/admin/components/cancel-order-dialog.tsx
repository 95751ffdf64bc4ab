import { useId, type FormEvent } from 'react';
import { Dialog } from '../../../components/dialog/dialog';
import { useToastedWrite } from '../../../components/toast/use-toasted-write';
import { SubmitButton } from '../../../components/ui/submit-button';
import { useSession } from '../../../lib/auth/session';
import { formatMoney } from '../../../lib/money';
import type { AdminOrderDetail } from '@functions/shop/order/contract';
import { refreshAfterOrderWrite } from '../api/admin-keys';
import { cancelOrder } from '../api/cancel-order';
import { ReasonField, useRequiredReason } from './reason-field';

const maxReason = 500;

/** Cancels an order nobody has paid for: the reason is required, as the customer is told it. */
export default function AdminCancelOrderDialog({ order, onClose }: { order: AdminOrderDetail; onClose: () => void }) {
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
      () => cancelOrder(authedPost, { orderID: order.orderID, reason: text }),
      () => {
        refreshAfterOrderWrite(order.orderID);
        onClose();
      },
    );
  };

  return (
    <Dialog labelledBy={`${id}-title`} describedBy={`${id}-text`} onClose={onClose} variant="panel" initialFocus={reason.fieldRef}>
      <form className="admin-dialog" noValidate onSubmit={(event) => void submit(event)}>
        <h2 id={`${id}-title`}>Cancel order {order.orderID}</h2>
        <p id={`${id}-text`}>
          The order ({formatMoney(order.totalPrice)}) is not paid: it will be cancelled and can no longer be paid, any open payment is stopped and a discount it
          used is given back. This cannot be undone.
        </p>
        <ReasonField id={`${id}-reason`} label="Reason (sent to the customer)" value={reason.value} onChange={reason.onChange} problem={reason.problem} maxLength={maxReason} fieldRef={reason.fieldRef} />
        <div className="admin-dialog__actions">
          <SubmitButton busy={busy} label="Cancel order" busyLabel="Cancelling…" />
          <button type="button" className="button button--outline" onClick={onClose}>
            Keep order
          </button>
        </div>
      </form>
    </Dialog>
  );
}
