import { Entity, type EntityItem } from '../../lib/data';
import { entityConfig } from './table';

/**
 * Per merchant and currency: the kobo its transfers hold (amount + fee of every transfer that has not
 * failed). A new transfer adds to it in the same DynamoDB transaction that writes the transfer, on the
 * condition that the total stays within what the merchant has earned net of refunds, so two transfers racing
 * for the same balance can never both take it; a failed transfer subtracts its amount in the write that fails it.
 */
export const TransferTotal = new Entity(
  {
    model: { entity: 'transferTotal', version: '1', service: 'pay' },
    attributes: {
      merchantId: { type: 'string', required: true },
      currency: { type: 'string', required: true },
      committed: { type: 'number' },
    },
    indexes: {
      byMerchant: { pk: { field: 'pk', composite: ['merchantId', 'currency'] }, sk: { field: 'sk', composite: [] } },
    },
  },
  entityConfig,
);

export type TransferTotalItem = EntityItem<typeof TransferTotal>;
