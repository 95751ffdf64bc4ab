import type { AuthedPost } from '../../../lib/auth/session';

/** `POST /order/delete-delivery-details`. */
export function deleteDeliveryDetails(post: AuthedPost, id: string) {
  return post('/order/delete-delivery-details', { id });
}
