import { Entity, type EntityItem } from '../../lib/data';
import { entityConfig } from './table';

/**
 * A merchant's reference, claimed in the same transaction that creates its Transaction: the key makes
 * references unique per merchant (a GSI could not), and verify-by-reference reads it consistently.
 */
export const TransactionReference = new Entity(
  {
    model: { entity: 'transactionReference', version: '1', service: 'pay' },
    attributes: {
      merchantId: { type: 'string', required: true },
      reference: { type: 'string', required: true },
      transactionId: { type: 'number', required: true },
    },
    indexes: {
      byReference: { pk: { field: 'pk', composite: ['merchantId', 'reference'] }, sk: { field: 'sk', composite: [] } },
    },
  },
  entityConfig,
);

export type TransactionReferenceItem = EntityItem<typeof TransactionReference>;
