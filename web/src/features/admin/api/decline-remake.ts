import type { AdminRemakeRequest, DeclineRemakeBody } from '@functions/shop/order/contract';
import type { AuthedPost } from '../../../lib/auth/session';

/** `POST /admin/order/decline-remake`: the reason is sent to the customer; answers the server's message. */
export async function declineRemake(post: AuthedPost, body: DeclineRemakeBody): Promise<string> {
  const envelope = await post<AdminRemakeRequest>('/admin/order/decline-remake', body);
  return envelope.message || 'Remake declined';
}
