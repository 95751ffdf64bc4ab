import type { DeliveryDetailsInput } from '@functions/shop/delivery-details/contract';
import type { AuthedPost } from '../../../lib/auth/session';

/** `POST /order/add-delivery-details`: the Idempotency-Key makes a retried add create one entry. */
export function addDeliveryDetails(post: AuthedPost, values: DeliveryDetailsInput, idempotencyKey: string) {
  return post('/order/add-delivery-details', { deliveryDetails: values }, { 'Idempotency-Key': idempotencyKey });
}
