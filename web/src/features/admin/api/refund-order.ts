import type { AdminOrderDetail, RefundOrderBody } from '@functions/shop/order/contract';
import type { AuthedPost } from '../../../lib/auth/session';

/**
 * `POST /admin/order/refund-order`: asks Pay to give back `amount` kobo (the order shows it pending until Pay's
 * webhook settles it). The same `idempotencyKey` on a retry never refunds twice.
 */
export async function refundOrder(post: AuthedPost, body: RefundOrderBody): Promise<{ order: AdminOrderDetail; message: string }> {
  const envelope = await post<AdminOrderDetail>('/admin/order/refund-order', body);
  if (!envelope.data) throw new Error(envelope.message || 'The refund could not be requested');
  return { order: envelope.data, message: envelope.message || 'Refund requested' };
}
