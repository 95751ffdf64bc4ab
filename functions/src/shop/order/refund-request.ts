import { isTransactionCancelled } from '../../lib/db/condition-failure';
import { transactWrite } from '../../lib/db/transact';
import { BadRequestError, ConflictError, NotFoundError } from '../../lib/http/errors';
import { Order, type OrderItem } from '../db/order';
import { OrderRefund, type OrderRefundItem } from '../db/order-refund';
import { shopTables, type ShopWrite, type ShopWriters } from '../db/transaction';
import { holdsPayment } from '../domain/order-states';
import { createRefund } from '../shared/pay-refunds';
import { formatKobo } from './order-mail';
import { refundableAmount } from './refund-records';
import { settleRefund } from './refund-settlement';

const maxTries = 6;

/** Pay's `merchant_note` on the Shop's refunds: names the refund item, so a webhook finds it before Pay's id is stored. */
export function refundMarker(record: Pick<OrderRefundItem, 'orderID' | 'refundId'>): string {
  return `shop-refund:${record.orderID}/${record.refundId}`;
}

/** The refund item a `merchant_note` names, if it is one of the Shop's. */
export function parseRefundMarker(note: string | null | undefined): { orderID: string; refundId: string } | undefined {
  const match = /^shop-refund:([A-Z0-9]{1,40})\/([A-Za-z0-9_.:-]{1,140})$/.exec(note ?? '');
  return match?.[1] && match[2] ? { orderID: match[1], refundId: match[2] } : undefined;
}

/**
 * Asks Pay to make a refund already recorded `pending`, with an Idempotency-Key fixed by the caller, so a
 * retried request gets Pay's first answer rather than a second refund. Pay's id is kept on the item. When Pay
 * refuses, the item is settled `failed` at once (its amount released) and the refusal is answered.
 */
export async function askPayToRefund(record: OrderRefundItem, idempotencyKey: string): Promise<{ kind: 'queued' } | { kind: 'refused'; message: string }> {
  const answer = await createRefund({
    reference: record.reference,
    amount: record.amount,
    idempotencyKey,
    customerNote: record.reason,
    merchantNote: refundMarker(record),
  });
  if (answer.kind === 'refused') {
    await settleRefund(record, 'failed', undefined, answer.message);
    return answer;
  }
  await OrderRefund.patch({ orderID: record.orderID, refundId: record.refundId }).set({ payRefundId: String(answer.refund.id) }).go({ response: 'none' });
  return { kind: 'queued' };
}

/** What one refund request writes beside its refund item and the order's reserved amount. */
export interface RefundPlan {
  record: OrderRefundItem;
  /** Further changes to the order, made by the same update. */
  orderChanges?: Partial<OrderItem>;
  /** Order attributes the same update removes. */
  orderRemovals?: ('discountSlot' | 'accessCode')[];
  writes?: (writers: ShopWriters) => ShopWrite[];
}

/** Checks shared by every refund of an order's payment: paid, and no more than is left. */
export function assertRefundable(order: OrderItem, amount: number): void {
  if (!holdsPayment(order.payment)) {
    throw new ConflictError(order.payment === 'refunded' ? 'This order is already refunded in full' : 'This order is not paid: cancel it instead');
  }
  if (!order.paidReference) throw new ConflictError('This order was not paid through Pay, so it cannot be refunded here');
  const most = refundableAmount(order);
  if (amount > most) {
    const message = most === 0 ? 'Nothing is left to refund on this order' : `At most ${formatKobo(most)} (${most} kobo) can be refunded on this order`;
    throw new BadRequestError(message, [{ path: 'amount', message }]);
  }
}

/**
 * Records a refund request: the `pending` refund item, the order's reserved amount (so two requests never
 * promise more than was paid) and the plan's own writes in one transaction, conditional on the order as read.
 * The refund id is the request's idempotency key: a retry finds the item and writes nothing again. `plan` reads
 * the order and throws the request's 4xx. Answers the refund item.
 */
export async function recordRefund(orderID: string, refundId: string, plan: (order: OrderItem, at: string) => RefundPlan): Promise<{ record: OrderRefundItem; replayed: boolean }> {
  for (let tries = 1; ; tries += 1) {
    const { data: existing } = await OrderRefund.get({ orderID, refundId }).go({ consistent: true });
    if (existing) return { record: existing, replayed: true };
    const { data: order } = await Order.get({ orderID }).go({ consistent: true });
    if (!order) throw new NotFoundError('Order not found');
    const at = new Date().toISOString();
    const planned = plan(order, at);
    const reserved = (order.refundPendingAmount ?? 0) + planned.record.amount;
    const removals = planned.orderRemovals ?? [];
    try {
      await transactWrite(
        shopTables.transaction.write((writers) => {
          const update = writers.order.patch({ orderID }).set({ ...planned.orderChanges, refundPendingAmount: reserved, updated_at: at });
          return [
            writers.orderRefund.create(planned.record).commit(),
            (removals.length > 0 ? update.remove(removals) : update).where((attr, op) => op.eq(attr.updated_at, order.updated_at)).commit(),
            ...(planned.writes?.(writers) ?? []),
          ];
        }),
      );
      return { record: planned.record, replayed: false };
    } catch (error) {
      if (!isTransactionCancelled(error)) throw error;
      if (tries >= maxTries) throw new ConflictError('This order is changing right now; please try again in a moment');
      await new Promise((wake) => setTimeout(wake, 20 + Math.floor(Math.random() * 50 * tries)));
    }
  }
}
