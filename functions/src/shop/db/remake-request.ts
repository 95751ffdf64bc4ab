import { Entity, type EntityItem } from '../../lib/data';
import { measureAttributes, measurementSnapshotAttribute } from './measurement-snapshot';
import { entityConfig } from './table';

/**
 * A customer's request to remake an item of a completed order, in the order's partition. It keeps the
 * item's snapshot as ordered and the corrected measures, if any, so the back office sees both. An accepted
 * request names its free remake order; a declined one keeps the reason the customer is told; one settled in
 * money (`refunded`) keeps the outcome, the amount and the note, and its `OrderRefund` sits beside it.
 */
export const RemakeRequest = new Entity(
  {
    model: { entity: 'remakeRequest', version: '1', service: 'shop' },
    attributes: {
      orderID: { type: 'string', required: true },
      requestId: { type: 'string', required: true },
      userId: { type: 'string', required: true },
      itemIndex: { type: 'number', required: true },
      itemTitle: { type: 'string', required: true },
      reason: { type: 'string', required: true },
      orderedMeasurement: measurementSnapshotAttribute,
      correctedMeasurement: { type: 'map', properties: measureAttributes },
      status: { type: ['open', 'accepted', 'declined', 'refunded'] as const, required: true, default: 'open' },
      /** How the request was settled: absent on requests decided before refunds existed (their status says it). */
      outcome: { type: ['remake', 'partial_refund', 'full_refund', 'declined'] as const },
      /** Kobo refunded by a `partial_refund` or `full_refund` settlement. */
      refundAmount: { type: 'number' },
      /** What the admin told the customer when settling in money. */
      settlementNote: { type: 'string' },
      created_at: { type: 'string', required: true },
      /** The back office's decision: when, by which admin, the free remake order or the reason for declining. */
      decidedAt: { type: 'string' },
      decidedBy: { type: 'string' },
      remakeOrderID: { type: 'string' },
      declineReason: { type: 'string' },
    },
    indexes: {
      byOrder: {
        pk: { field: 'pk', composite: ['orderID'] },
        sk: { field: 'sk', composite: ['requestId'] },
      },
      byStatus: {
        index: 'gsi1',
        pk: { field: 'gsi1pk', composite: ['status'] },
        sk: { field: 'gsi1sk', composite: ['created_at', 'requestId'] },
      },
    },
  },
  entityConfig,
);

export type RemakeRequestItem = EntityItem<typeof RemakeRequest>;
