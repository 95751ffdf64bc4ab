import { Entity, type EntityItem } from '../../lib/data';
import { entityConfig } from './table';

/**
 * The outcome of an add made with an `Idempotency-Key`, written in the same transaction as the add, so a
 * retry returns the first result instead of adding again. Kept for a day, in the user's partition.
 */
export const IdempotencyRecord = new Entity(
  {
    model: { entity: 'idempotencyRecord', version: '1', service: 'shop' },
    attributes: {
      userId: { type: 'string', required: true },
      scope: { type: 'string', required: true },
      idempotencyKey: { type: 'string', required: true },
      result: { type: 'string', required: true },
      expiresAt: { type: 'number', required: true },
    },
    indexes: {
      // In the user's partition, so deleting an account finds and removes them with the rest.
      byKey: {
        pk: { field: 'pk', composite: ['userId'] },
        sk: { field: 'sk', composite: ['scope', 'idempotencyKey'] },
      },
    },
  },
  entityConfig,
);

export type IdempotencyRecordItem = EntityItem<typeof IdempotencyRecord>;
