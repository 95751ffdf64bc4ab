import type { DeliveryDetailsInput } from '@functions/shop/delivery-details/contract';
import type { AuthedPost } from '../../../lib/auth/session';

/** `POST /order/update-delivery-details`. */
export function updateDeliveryDetails(post: AuthedPost, id: string, values: DeliveryDetailsInput) {
  return post('/order/update-delivery-details', { id, deliveryDetails: values });
}
