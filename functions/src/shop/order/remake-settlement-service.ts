import type * as z from '../../lib/zod';
import { ConflictError } from '../../lib/http/errors';
import type { OrderItem } from '../db/order';
import type { OrderRefundItem } from '../db/order-refund';
import { RemakeRequest, type RemakeRequestItem } from '../db/remake-request';
import { auditWrite } from '../shared/audit';
import type { SettledRemake, settleRemakeBody } from './contract';
import { fetchAnyOrder } from './admin-order-detail';
import { decide, loadOpenRequest } from './admin-remake-service';
import { remakeRefundMail } from './order-mail';
import { queueMail } from './order-mailer';
import { remakeDecidedNotification } from './order-notifications';
import { toOrderView } from './order-view';
import { refundableAmount } from './refund-records';
import { askPayToRefund, assertRefundable, recordRefund } from './refund-request';
import { payRefundKey } from './refund-service';
import { toAdminRemakeView } from './remake-view';

type SettleInput = z.output<typeof settleRemakeBody>;

/**
 * What a full refund of one item gives back: the item's line price less its share of the member discount
 * (never the delivery fee, which was spent), and never more than is left to refund on the order.
 */
export function itemRefundAmount(order: Pick<OrderItem, 'orderItems' | 'subtotal' | 'discount' | 'totalPrice' | 'refundedAmount' | 'refundPendingAmount'>, itemIndex: number): number {
  const line = order.orderItems[itemIndex];
  if (!line || order.subtotal <= 0) return 0;
  const share = Math.floor((line.price * (order.subtotal - order.discount)) / order.subtotal);
  return Math.min(share, refundableAmount(order as OrderItem));
}

/**
 * `POST /admin/order/settle-remake`: the fit guarantee settled in money. A partial refund (an alteration
 * allowance) of the amount given, or a full refund of the item once the garment is back. The request's decision,
 * the `pending` refund item, the order's reserved amount, the open-requests counter, the customer's notification and
 * e-mail, and the audit entry are one transaction (the request must still be open); then Pay is asked with an
 * Idempotency-Key from the request's key. The money moves on Pay's webhook, like any refund.
 */
export async function settleRemake(actorId: string, input: SettleInput): Promise<SettledRemake> {
  const { data: settled } = await RemakeRequest.get({ orderID: input.orderID, requestId: input.requestId }).go({ consistent: true });
  const opened = settled?.status === 'refunded' ? { request: settled } : await loadOpenRequest(input.orderID, input.requestId);
  const request: RemakeRequestItem = opened.request;
  const { record, replayed } = await recordRefund(input.orderID, input.idempotencyKey, (order, at) => {
    if (request.status !== 'open') throw new ConflictError(`This remake request was already ${request.status}`);
    const amount = input.outcome === 'full_refund' ? itemRefundAmount(order, request.itemIndex) : (input.amount ?? 0);
    if (amount <= 0) throw new ConflictError('Nothing is left to refund for this item');
    assertRefundable(order, amount);
    const refund: OrderRefundItem = {
      orderID: order.orderID,
      refundId: input.idempotencyKey,
      userId: order.userId,
      kind: 'remake',
      amount,
      reason: input.note,
      status: 'pending',
      reference: order.paidReference ?? '',
      requestedAt: at,
      requestedBy: actorId,
      requestId: request.requestId,
    };
    const decision = remakeDecidedNotification(request, { refund: input.outcome, amount, note: input.note }, at);
    return {
      record: refund,
      writes: (writers) => [
        decide(writers, request, { status: 'refunded', outcome: input.outcome, refundAmount: amount, settlementNote: input.note, decidedAt: at, decidedBy: actorId }),
        writers.dashboardCounter.update({ name: 'remakeRequests:open' }).add({ value: -1 }).commit(),
        writers.notification.create(decision).commit(),
        queueMail(writers, decision.notificationId, order.email, remakeRefundMail(toOrderView(order), request.itemTitle, input.outcome, amount, input.note), at),
        auditWrite(
          writers,
          { actorId, entity: 'order', entityId: order.orderID, action: 'settle-remake', before: { remake: 'open', item: request.itemTitle }, after: { remake: input.outcome, refund: amount, note: input.note } },
          at,
        ),
      ],
    };
  });
  if (replayed && (record.kind !== 'remake' || record.requestId !== input.requestId)) throw new ConflictError('This idempotencyKey was used for another refund');
  if (record.status === 'failed') throw new ConflictError('This refund failed at Pay; refund the customer another way');
  if (record.status === 'pending' && !record.payRefundId) {
    const answer = await askPayToRefund(record, payRefundKey(record.refundId));
    if (answer.kind === 'refused') throw new ConflictError(`Pay refused the refund: ${answer.message}`);
  }
  const [order, { data: decided }] = await Promise.all([fetchAnyOrder(input.orderID), RemakeRequest.get({ orderID: input.orderID, requestId: input.requestId }).go({ consistent: true })]);
  const view = decided ?? request;
  return { request: toAdminRemakeView(view), order };
}
