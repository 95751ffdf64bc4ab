import type * as z from '../../lib/zod';
import { ConflictError } from '../../lib/http/errors';
import type { OrderItem } from '../db/order';
import type { OrderRefundItem } from '../db/order-refund';
import { auditWrite } from '../shared/audit';
import type { AdminOrderDetail, refundOrderBody } from './contract';
import { fetchAnyOrder } from './admin-order-detail';
import { cancellationWrites, cancelledFields } from './cancel-service';
import { askPayToRefund, assertRefundable, recordRefund, type RefundPlan } from './refund-request';

type RefundInput = z.output<typeof refundOrderBody>;

/** The Idempotency-Key Pay gets for a refund the Shop recorded under `refundId`. */
export function payRefundKey(refundId: string): string {
  return `refund-${refundId}`;
}

function adminRefundPlan(actorId: string, input: RefundInput, order: OrderItem, at: string): RefundPlan {
  if (input.cancel && order.status === 'completed') throw new ConflictError('This order is completed: refund it without cancelling');
  assertRefundable(order, input.amount);
  const record: OrderRefundItem = {
    orderID: order.orderID,
    refundId: input.idempotencyKey,
    userId: order.userId,
    kind: 'admin',
    amount: input.amount,
    reason: input.reason,
    status: 'pending',
    reference: order.paidReference ?? '',
    requestedAt: at,
    requestedBy: actorId,
  };
  const cancelling = input.cancel === true && order.status !== 'cancelled';
  return {
    record,
    ...(cancelling ? { orderChanges: cancelledFields(order, at, input.reason), orderRemovals: ['discountSlot', 'accessCode'] } : {}),
    writes: (writers) => [
      ...(cancelling ? cancellationWrites(writers, order, at, input.reason) : []),
      auditWrite(
        writers,
        {
          actorId,
          entity: 'order',
          entityId: order.orderID,
          action: cancelling ? 'cancel-and-refund' : 'refund',
          before: { payment: order.payment, status: order.status },
          after: { refund: input.amount, reason: input.reason, ...(cancelling ? { status: 'cancelled' } : {}) },
        },
        at,
      ),
    ],
  };
}

/**
 * `POST /admin/order/refund-order`: records a `pending` refund of (part of) the order's payment, reserving the
 * amount on the order, with the audit entry (and, with `cancel`, the order's cancellation) in the same
 * transaction; then asks Pay with an Idempotency-Key made from the request's key. The order's payment moves only
 * when Pay's verified webhook says the refund is processed. Asked again with the same key, it writes nothing
 * new and asks Pay again only if Pay never answered.
 */
export async function refundOrder(actorId: string, input: RefundInput): Promise<AdminOrderDetail> {
  const { record, replayed } = await recordRefund(input.orderID, input.idempotencyKey, (order, at) => adminRefundPlan(actorId, input, order, at));
  if (replayed && (record.kind !== 'admin' || record.amount !== input.amount)) throw new ConflictError('This idempotencyKey was used for another refund');
  if (record.status === 'failed') throw new ConflictError('This refund failed at Pay; start a new refund');
  if (record.status === 'pending' && !record.payRefundId) {
    const answer = await askPayToRefund(record, payRefundKey(record.refundId));
    if (answer.kind === 'refused') throw new ConflictError(`Pay refused the refund: ${answer.message}`);
  }
  return fetchAnyOrder(input.orderID);
}

