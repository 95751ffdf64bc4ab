import { logger } from '../../lib/http/logger';
import { OrderRefund, type OrderRefundItem } from '../db/order-refund';
import { fetchRefund, type PayRefund } from '../shared/pay-refunds';
import { parsePaymentReference } from './order-id';
import { parseRefundMarker } from './refund-request';
import { refundsOf } from './refund-records';
import { settleRefund } from './refund-settlement';

/**
 * The Shop's refund item for a refund Pay verified: named by the Shop's marker in Pay's `merchant_note` (so it
 * is found even before Pay's answer to the request was stored), else by Pay's id among the refunds of the order
 * the refunded reference belongs to.
 */
async function refundItemFor(refund: PayRefund): Promise<OrderRefundItem | undefined> {
  const marked = parseRefundMarker(refund.merchant_note);
  if (marked) {
    const { data } = await OrderRefund.get(marked).go({ consistent: true });
    if (data) return data;
  }
  const named = parsePaymentReference(refund.transaction.reference);
  if (!named) return undefined;
  return (await refundsOf(named.orderID)).find((item) => item.payRefundId === String(refund.id));
}

/**
 * A signed `refund.*` event from Pay: nothing in its body is trusted but the refund id, which is fetched from Pay
 * (`GET /refund/{id}`). A refund Pay says is `processed` or `failed` settles the Shop's refund item once
 * (`settleRefund` is conditional on it still pending), whatever order and however often the events come; a
 * `pending` or `processing` one only records Pay's id. A refund that is not the Shop's, or whose reference or
 * amount does not match the item, changes nothing.
 */
export async function receiveRefundEvent(id: string): Promise<void> {
  const refund = await fetchRefund(id);
  if (!refund) return;
  const item = await refundItemFor(refund);
  if (!item) {
    logger.warn('Pay reported a refund the Shop did not ask for', { refundId: refund.id, reference: refund.transaction.reference });
    return;
  }
  if (item.reference !== refund.transaction.reference || item.amount !== refund.amount) {
    logger.error('A refund at Pay does not match the Shop’s record', { orderID: item.orderID, refundId: item.refundId, payRefundId: refund.id });
    return;
  }
  const payRefundId = String(refund.id);
  if (refund.status === 'processed' || refund.status === 'failed') {
    await settleRefund(item, refund.status, payRefundId);
    return;
  }
  if (!item.payRefundId) await OrderRefund.patch({ orderID: item.orderID, refundId: item.refundId }).set({ payRefundId }).go({ response: 'none' });
}
