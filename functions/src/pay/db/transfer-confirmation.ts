import { Entity, type EntityItem } from '../../lib/data';
import { processorModes } from '../processor/processor-mode';
import { entityConfig } from './table';

/**
 * A bank transfer the customer reported as sent, waiting for Pay to confirm it with the acquirer: written
 * in the same DynamoDB transaction as the report, deleted in the same transaction as the settlement.
 *
 * It is the durable timer: `byDue` partitions by mode and sorts by `sentAt` (ISO time), so the consumer
 * finds the transfers whose wait is over with one query per mode and never scans. In AWS the table's
 * stream also puts each new one on a delay queue, which wakes the consumer as soon as the wait ends; a
 * message lost on the way only delays the confirmation to the next sweep.
 */
export const TransferConfirmation = new Entity(
  {
    model: { entity: 'transferConfirmation', version: '1', service: 'pay' },
    attributes: {
      transactionId: { type: 'number', required: true },
      mode: { type: processorModes, required: true },
      sentAt: { type: 'string', required: true },
    },
    indexes: {
      byTransaction: { pk: { field: 'pk', composite: ['transactionId'] }, sk: { field: 'sk', composite: [] } },
      byDue: { index: 'gsi1', pk: { field: 'gsi1pk', composite: ['mode'] }, sk: { field: 'gsi1sk', composite: ['sentAt'] } },
    },
  },
  entityConfig,
);

export type TransferConfirmationItem = EntityItem<typeof TransferConfirmation>;
