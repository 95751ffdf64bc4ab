import { useId, useRef } from 'react';
import { Dialog } from '../../../components/dialog/dialog';
import { invalidateNotifications } from '../../../components/notifications/api/fetch-my-notifications';
import { invalidateOrders } from '../../../components/orders/api/fetch-my-orders';
import { toast } from '../../../components/toast/toast-store';
import { useToastedWrite } from '../../../components/toast/use-toasted-write';
import { useSession } from '../../../lib/auth/session';
import { formatMoney } from '../../../lib/money';
import type { Order } from '@functions/shop/order/contract';
import { cancelOrder } from '../api/cancel-order';

/**
 * Asks before an unpaid order is cancelled. Focus starts on "Keep my order", so Enter or Escape does no harm;
 * whatever happens the order is read again (the server may have found it paid after all).
 */
export default function CancelOrderDialog({ order, onClose }: { order: Order; onClose: () => void }) {
  const { authedPost } = useSession();
  const id = useId();
  const keep = useRef<HTMLButtonElement>(null);
  const { busy, run } = useToastedWrite();

  const confirm = () =>
    run(
      async () => {
        const { message } = await cancelOrder(authedPost, order.orderID);
        // The order and the lists are read again: they show it cancelled.
        invalidateOrders();
        return message || 'Your order is cancelled';
      },
      () => {
        invalidateNotifications();
        onClose();
      },
      (message) => {
        invalidateOrders();
        onClose();
        toast.error(message);
      },
    );

  return (
    <Dialog labelledBy={`${id}-title`} describedBy={`${id}-text`} role="alertdialog" onClose={onClose} variant="panel" initialFocus={keep}>
      <div className="confirm-dialog">
        <h2 id={`${id}-title`}>Cancel order {order.orderID}?</h2>
        <p id={`${id}-text`}>
          Order {order.orderID} ({formatMoney(order.totalPrice)}) will be cancelled and can no longer be paid. Nothing has been charged. This cannot be undone.
        </p>
        <div className="confirm-dialog__actions">
          <button type="button" className="button button--primary" disabled={busy} aria-busy={busy} onClick={() => void confirm()}>
            {busy ? 'Cancelling…' : 'Yes, cancel order'}
          </button>
          <button type="button" ref={keep} className="button button--outline" onClick={onClose}>
            Keep my order
          </button>
        </div>
      </div>
    </Dialog>
  );
}
