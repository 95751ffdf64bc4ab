import { Entity, type EntityItem } from '../../lib/data';
import { entityConfig } from './table';

/**
 * A successful Pay payment for an order that another payment had already paid, in the order's partition, one
 * per reference (created only if absent, so replayed webhooks record it once). The money is the customer's:
 * `refund` says where giving it back stands: `pending` while Pay refunds it in full (an `OrderRefund` of kind
 * `duplicate` beside it), then `refunded` or `failed` from Pay's verified refund webhook.
 */
export const DuplicatePayment = new Entity(
  {
    model: { entity: 'duplicatePayment', version: '1', service: 'shop' },
    attributes: {
      orderID: { type: 'string', required: true },
      reference: { type: 'string', required: true },
      /** Kobo, as Pay reports it. */
      amount: { type: 'number', required: true },
      currency: { type: 'string', required: true },
      paidAt: { type: 'string' },
      recordedAt: { type: 'string', required: true },
      refund: { type: ['pending', 'refunded', 'failed'] as const, required: true, default: 'pending' },
      /** Why the refund stands where it does, for the back office. */
      refundNote: { type: 'string', required: true, default: '' },
    },
    indexes: {
      byOrder: {
        pk: { field: 'pk', composite: ['orderID'] },
        sk: { field: 'sk', composite: ['reference'] },
      },
    },
  },
  entityConfig,
);

export type DuplicatePaymentItem = EntityItem<typeof DuplicatePayment>;
