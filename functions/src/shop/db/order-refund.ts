import { Entity, type EntityItem } from '../../lib/data';
import { refundKinds, refundStatuses } from '../domain/order-states';
import { entityConfig } from './table';

/**
 * Money the Shop asked Pay to give back for an order, in the order's partition, one item per request. Its id
 * is the request's idempotency key (an admin's refund, a remake settlement) or `dup-{reference}` (a duplicate
 * payment), so a retried request finds the item it wrote. It is written `pending` before Pay is asked, and only
 * Pay's verified `refund.processed` / `refund.failed` settles it (`refund-webhook.ts`).
 */
export const OrderRefund = new Entity(
  {
    model: { entity: 'orderRefund', version: '1', service: 'shop' },
    attributes: {
      orderID: { type: 'string', required: true },
      refundId: { type: 'string', required: true },
      userId: { type: 'string', required: true },
      kind: { type: refundKinds, required: true },
      /** Kobo. */
      amount: { type: 'number', required: true },
      reason: { type: 'string', required: true },
      status: { type: refundStatuses, required: true, default: 'pending' },
      /** The Pay transaction refunded: the order's paying reference, or the duplicate's. */
      reference: { type: 'string', required: true },
      /** Pay's refund id, once Pay has answered (its webhooks name it). */
      payRefundId: { type: 'string' },
      requestedAt: { type: 'string', required: true },
      /** The admin who asked (absent for automatic refunds). */
      requestedBy: { type: 'string' },
      settledAt: { type: 'string' },
      /** The remake request a `remake` refund settles. */
      requestId: { type: 'string' },
    },
    indexes: {
      byOrder: {
        pk: { field: 'pk', composite: ['orderID'] },
        sk: { field: 'sk', composite: ['refundId'] },
      },
    },
  },
  entityConfig,
);

export type OrderRefundItem = EntityItem<typeof OrderRefund>;
