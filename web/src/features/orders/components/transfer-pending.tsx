import { useEffect, useRef } from 'react';
import { useLocation } from '../../../lib/router/router';
import type { Order } from '@functions/shop/order/contract';
import { wasPaid } from '../../../lib/orders/payment';
import { formatMoney } from '../../../lib/money';
import { invalidate } from '../../../lib/use-query';
import { orderKey } from '../api/fetch-order-by-id';

/** Router state that tells the order's page a bank transfer was just reported for it. */
export const transferPendingState = { transferPending: true } as const;

/** Whether this page was opened right after the customer reported a bank transfer. */
export function useTransferReported(): boolean {
  const state: unknown = useLocation().state;
  return typeof state === 'object' && state !== null && 'transferPending' in state && state.transferPending === true;
}

/** First wait before asking again, growth per ask, and the longest wait between asks. */
export const pollDelays = { firstMs: 3000, factor: 1.5, maxMs: 30_000 } as const;

/**
 * Asks for the order again every few seconds, then less often, while `active`; stops once it is paid.
 * The Shop's server marks it paid when Pay's `charge.success` webhook arrives, so asking is all it takes.
 */
export function usePollUntilPaid(order: Order, active: boolean): void {
  const delay = useRef<number>(pollDelays.firstMs);
  const paid = wasPaid(order.payment);
  useEffect(() => {
    if (!active || paid) return;
    const timer = setTimeout(() => {
      delay.current = Math.min(delay.current * pollDelays.factor, pollDelays.maxMs);
      invalidate(orderKey(order.orderID));
    }, delay.current);
    return () => clearTimeout(timer);
    // Each answer is a new `order` object: the next ask is scheduled after it.
  }, [active, paid, order]);
}

/** The order's page after "I have sent the money": the transfer is being confirmed, then it is paid. */
export function TransferPending({ order }: { order: Order }) {
  const paid = wasPaid(order.payment);
  return (
    <section className="panel transfer-pending" aria-labelledby="transfer-pending-title">
      <h2 id="transfer-pending-title">{paid ? 'Your transfer has arrived' : 'We are confirming your transfer'}</h2>
      <p role="status">
        {paid
          ? `Order ${order.orderID} is paid (${formatMoney(order.totalPrice)}). Thank you!`
          : `Order ${order.orderID}: we are waiting for your transfer of ${formatMoney(order.totalPrice)} to arrive. This page updates by itself once it is paid; you can also close it and come back later.`}
      </p>
    </section>
  );
}
