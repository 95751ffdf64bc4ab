import { ConflictError } from '../../lib/http/errors';
import { wasPaid } from '../domain/order-states';
import { chargeCard, ownCard } from '../shared/pay-cards';
import { isPaid, verifyPayment } from '../shared/pay-client';
import type { SavedCardPayment } from '../saved-card/contract';
import type { Order as OrderView } from './contract';
import { loadOwnOrder } from './order-access';
import { paymentReference } from './order-id';
import { toOrderView } from './order-view';
import { claimNextAttempt, markFailed, markPaid } from './payment-service';

export interface SavedCardAnswer {
  message: string;
  data: SavedCardPayment<OrderView>;
}

/**
 * `POST /order/pay-with-saved-card`: pays an unpaid order with one of the customer's own saved cards. The card
 * must be among those Pay holds for the order's e-mail (else "not found", before anything changes); the charge
 * is a new payment attempt of the order (`claimNextAttempt`: the open one is closed at Pay first, so the order
 * is never paid twice) for the order's own total, with the attempt's reference as Pay's Idempotency-Key. A
 * success is verified with Pay before the order is marked paid (Pay's webhook for it then changes nothing); a
 * card that asks for a further step leaves the customer to pay on Pay's page (Pay now).
 */
export async function payWithSavedCard(userId: string, orderID: string, cardId: string): Promise<SavedCardAnswer> {
  const own = await loadOwnOrder(userId, orderID);
  if (wasPaid(own.payment)) return { message: 'This order is already paid', data: { outcome: 'paid', order: toOrderView(own) } };
  if (own.status === 'cancelled') throw new ConflictError('This order is cancelled');
  const card = await ownCard(own.email, cardId);
  const { order, attempt } = await claimNextAttempt(userId, orderID);
  const reference = paymentReference(orderID, attempt);
  const charged = await chargeCard({ authorizationCode: card.authorization_code, email: order.email, amount: order.totalPrice, reference, metadata: { orderID } });
  if (charged.kind === 'refused') throw new ConflictError(`This card cannot be charged (${charged.message}). Choose another card or pay with Pay now.`);
  if (charged.kind === 'failed') {
    const failed = await markFailed(order, reference);
    return { message: `Your card was declined: ${charged.message}`, data: { outcome: 'failed', order: toOrderView(failed) } };
  }
  if (charged.kind === 'success') {
    const verified = await verifyPayment(reference);
    if (verified && isPaid(verified)) {
      const paid = await markPaid(order, verified);
      if (wasPaid(paid.payment)) return { message: 'Payment received. Thank you!', data: { outcome: 'paid', order: toOrderView(paid) } };
    }
  }
  return { message: 'Your card needs one more step: finish the payment on the payment page.', data: { outcome: 'continue', order: toOrderView(order) } };
}
