import type { RemakeRequest } from '@functions/shop/order/contract';
import type { RequestRemakeBody } from '@functions/shop/order/remake-request-contract';
import type { AuthedPost } from '../../../lib/auth/session';

/** `POST /order/request-remake`: a completed order's item goes back for a remake (within 30 days). */
export async function requestRemake(post: AuthedPost, body: RequestRemakeBody): Promise<{ request: RemakeRequest; message: string }> {
  const envelope = await post<RemakeRequest>('/order/request-remake', body);
  if (!envelope.data) throw new Error(envelope.message || 'The remake could not be requested');
  return { request: envelope.data, message: envelope.message };
}
