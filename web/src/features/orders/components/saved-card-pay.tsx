import { useId, useRef, useState } from 'react';
import type { Order } from '@functions/shop/order/contract';
import type { SavedCard } from '@functions/shop/saved-card/contract';
import { Dialog } from '../../../components/dialog/dialog';
import { invalidateNotifications } from '../../../components/notifications/api/fetch-my-notifications';
import { invalidateOrders } from '../../../components/orders/api/fetch-my-orders';
import { useSavedCards } from '../../../components/saved-cards/api/fetch-saved-cards';
import { cardExpiry, cardName } from '../../../components/saved-cards/card-label';
import { toast } from '../../../components/toast/toast-store';
import { errorMessage } from '../../../lib/api-client';
import { useSession } from '../../../lib/auth/session';
import { formatMoney } from '../../../lib/money';
import { payWithSavedCard } from '../api/pay-with-saved-card';

interface ConfirmProps {
  order: Order;
  card: SavedCard;
  onClose: () => void;
  onNeedsPayPage: () => void;
}

/**
 * Asks before a saved card is charged for the order's total; focus starts on "Cancel". A card that asks for a
 * further step (an OTP, a bank check) is paid on Pay's page instead, through the ordinary "Pay now".
 */
function ConfirmCardPayment({ order, card, onClose, onNeedsPayPage }: ConfirmProps) {
  const { authedPost } = useSession();
  const id = useId();
  const cancel = useRef<HTMLButtonElement>(null);
  const [busy, setBusy] = useState(false);
  const total = formatMoney(order.totalPrice);

  async function confirm() {
    setBusy(true);
    try {
      const { message, payment } = await payWithSavedCard(authedPost, order.orderID, card.cardId);
      onClose();
      if (payment.outcome === 'paid') toast.success(message);
      else if (payment.outcome === 'failed') toast.error(message);
      else {
        toast.info(message);
        onNeedsPayPage();
      }
    } catch (error) {
      onClose();
      toast.error(errorMessage(error));
    } finally {
      // The order (paid, or its payment failed) and its notifications are read again.
      invalidateOrders();
      invalidateNotifications();
    }
  }

  return (
    <Dialog labelledBy={`${id}-title`} describedBy={`${id}-text`} role="alertdialog" onClose={onClose} variant="panel" initialFocus={cancel}>
      <div className="confirm-dialog">
        <h2 id={`${id}-title`}>
          Pay {total} with {cardName(card)}?
        </h2>
        <p id={`${id}-text`}>
          Order {order.orderID} is charged {total} now on your {cardName(card)} ({cardExpiry(card)}).
        </p>
        <div className="confirm-dialog__actions">
          <button type="button" className="button button--primary" disabled={busy} aria-busy={busy} onClick={() => void confirm()}>
            {busy ? 'Paying…' : `Pay ${total}`}
          </button>
          <button type="button" ref={cancel} className="button button--outline" onClick={onClose} disabled={busy}>
            Cancel
          </button>
        </div>
      </div>
    </Dialog>
  );
}

/** One-tap payment of an unpaid order with a card Pay saved for the customer; nothing when they have none. */
export function SavedCardPay({ order, disabled, onNeedsPayPage }: { order: Order; disabled: boolean; onNeedsPayPage: () => void }) {
  const cards = useSavedCards();
  const [chosen, setChosen] = useState<SavedCard>();
  if (cards.status !== 'success' || cards.data.length === 0) return null;
  return (
    <div className="saved-card-pay">
      {cards.data.map((card) => (
        <button key={card.cardId} type="button" className="button button--primary button--block" disabled={disabled} onClick={() => setChosen(card)}>
          Pay with {cardName(card)}
        </button>
      ))}
      <p className="saved-card-pay__or">or</p>
      {chosen ? <ConfirmCardPayment order={order} card={chosen} onClose={() => setChosen(undefined)} onNeedsPayPage={onNeedsPayPage} /> : null}
    </div>
  );
}
