import { Entity, type EntityItem } from 'electrodb';
import { measureAttributes, measurementSnapshotAttribute } from './measurement-snapshot';
import { entityConfig } from './table';

/**
 * A customer's request to remake an item of a completed order, in the order's partition. It keeps the
 * item's snapshot as ordered and the corrected measures, if any, so the back office sees both.
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
      status: { type: ['open', 'accepted', 'declined'] as const, required: true, default: 'open' },
      created_at: { type: 'string', required: true },
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
