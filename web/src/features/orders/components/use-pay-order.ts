import { useEffect, useRef, useState } from 'react';
import { useNavigate } from '../../../lib/router/router';
import type { PlacedOrder } from '@functions/shop/order/contract';
import { invalidateNotifications } from '../../../components/notifications/api/fetch-my-notifications';
import { invalidateOrders } from '../../../components/orders/api/fetch-my-orders';
import { toast } from '../../../components/toast/toast-store';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-client';
import { useSession } from '../../../lib/auth/session';
import { cartStore } from '../../../lib/cart/cart-store';
import { clearCheckoutDraft } from '../../../lib/checkout/checkout-draft';
import { openPayPopup } from '../../../lib/pay/open-pay-popup';
import { invalidateMe } from '../../../lib/user/use-me';
import { verifyPayment } from '../api/verify-payment';
import { transferPendingState } from './transfer-pending';

function returnFocus(opener: HTMLElement): void {
  const active = document.activeElement;
  if (opener.isConnected && (active === null || active === document.body)) opener.focus();
}

/**
 * Pays a placed order through Pay's pop-up, then has the Shop verify it with Pay. Only a verified payment
 * clears the cart (when paying from checkout) and shows 'Order placed successfully'; a cancelled or failed
 * one leads to the order's page, where Pay now tries again. A reported bank transfer is on its way: the
 * order's page waits for Pay's server to confirm it (the webhook marks the order paid).
 */
export function usePayOrder({ fromCheckout }: { fromCheckout: boolean }) {
  const session = useSession();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  // A second click before React re-renders must not start a second payment.
  const running = useRef(false);
  // Pay's script returns focus to the button that opened the pop-up, but that button is disabled until the
  // payment is settled: focus goes back to it once it is enabled again (if the page still shows it).
  const returnFocusTo = useRef<HTMLElement | null>(null);
  useEffect(() => {
    const opener = returnFocusTo.current;
    if (busy || !opener) return;
    returnFocusTo.current = null;
    returnFocus(opener);
  }, [busy]);

  function refresh() {
    invalidateOrders();
    invalidateNotifications();
    invalidateMe();
  }

  async function pay(start: () => Promise<PlacedOrder>): Promise<void> {
    if (running.current) return;
    running.current = true;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setBusy(true);
    let orderID: string | undefined;
    try {
      const order = await start();
      orderID = order.orderID;
      const outcome = await openPayPopup(order.accessCode);
      if (outcome === 'cancel') {
        toast.info('Payment not completed. You can pay for this order from its page.');
      } else if (outcome === 'pending') {
        if (fromCheckout) cartStore.clear();
        if (fromCheckout) clearCheckoutDraft();
        refresh();
        navigate(paths.orderDetails.getHref(order.orderID), { state: transferPendingState });
        return;
      } else {
        const verified = await verifyPayment(session.authedPost, order.orderID);
        if (verified.order.payment === 'paid') {
          toast.success('Order placed successfully');
          if (fromCheckout) cartStore.clear();
        } else {
          toast.error(verified.message);
        }
      }
      if (fromCheckout) clearCheckoutDraft();
      refresh();
      navigate(paths.orderDetails.getHref(order.orderID));
    } catch (error) {
      toast.error(errorMessage(error));
      // Pay now may be refused because the earlier attempt was paid after all: the page shows the order as it now is.
      refresh();
      // The order exists: its page offers Pay now.
      if (orderID) navigate(paths.orderDetails.getHref(orderID));
    } finally {
      running.current = false;
      returnFocusTo.current = opener;
      setBusy(false);
    }
  }

  return { pay, busy };
}
