import type { SettledRemake, SettleRemakeBody } from '@functions/shop/order/contract';
import type { AuthedPost } from '../../../lib/auth/session';

/** `POST /admin/order/settle-remake`: a remake request settled in money (partial or full refund); answers the server's message. */
export async function settleRemake(post: AuthedPost, body: SettleRemakeBody): Promise<string> {
  const envelope = await post<SettledRemake>('/admin/order/settle-remake', body);
  return envelope.message || 'Refund requested';
}
