import type { Order } from '@functions/shop/order/contract';
import type { SavedCardPayment } from '@functions/shop/saved-card/contract';
import type { AuthedPost } from '../../../lib/auth/session';

export interface SavedCardPaymentAnswer {
  message: string;
  payment: SavedCardPayment<Order>;
}

/** `POST /order/pay-with-saved-card`: charges one of the customer's saved cards for the order's total. */
export async function payWithSavedCard(post: AuthedPost, orderID: string, cardId: string): Promise<SavedCardPaymentAnswer> {
  const envelope = await post<SavedCardPayment<Order>>('/order/pay-with-saved-card', { orderID, cardId });
  if (!envelope.data) throw new Error(envelope.message || 'The card could not be charged');
  return { message: envelope.message, payment: envelope.data };
}
