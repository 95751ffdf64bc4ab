import { Entity, type EntityItem } from '../../lib/data';
import { entityConfig } from './table';

/**
 * A merchant POST made with an `Idempotency-Key`: claimed before the work runs (so a concurrent retry
 * cannot run it twice), then holding the first answer. Kept at least 24 hours (TTL).
 */
export const IdempotencyRecord = new Entity(
  {
    model: { entity: 'idempotencyRecord', version: '1', service: 'pay' },
    attributes: {
      merchantId: { type: 'string', required: true },
      scope: { type: 'string', required: true },
      idempotencyKey: { type: 'string', required: true },
      bodyHash: { type: 'string', required: true },
      state: { type: ['processing', 'done'] as const, required: true },
      statusCode: { type: 'number' },
      /** The first answer's envelope, as JSON text. */
      response: { type: 'string' },
      expiresAt: { type: 'number', required: true },
    },
    indexes: {
      byKey: { pk: { field: 'pk', composite: ['merchantId', 'scope', 'idempotencyKey'] }, sk: { field: 'sk', composite: [] } },
    },
  },
  entityConfig,
);

export type IdempotencyRecordItem = EntityItem<typeof IdempotencyRecord>;
