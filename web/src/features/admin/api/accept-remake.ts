import type { AcceptedRemake, AcceptRemakeBody } from '@functions/shop/order/contract';
import type { AuthedPost } from '../../../lib/auth/session';

/** `POST /admin/order/accept-remake`: a free remake order is made and the customer told; answers the server's message. */
export async function acceptRemake(post: AuthedPost, body: AcceptRemakeBody): Promise<string> {
  const envelope = await post<AcceptedRemake>('/admin/order/accept-remake', body);
  return envelope.message || 'Remake accepted';
}
