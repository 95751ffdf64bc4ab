import { Entity, type EntityItem } from '../../lib/data';
import { processorModes } from '../processor/processor-mode';
import { entityConfig } from './table';

/**
 * Someone a merchant pays out to (`POST /transferrecipient`): a Nigerian bank account (`nuban`), named as the
 * bank's test accounts resolve it. One per (merchant, bank, account number), which the item's key enforces,
 * so creating the same account again answers the existing recipient, as the Transfer Recipients API does.
 * Deleting one makes it inactive (`active: false`): transfers to it are refused, its past transfers stay.
 */
export const TransferRecipient = new Entity(
  {
    model: { entity: 'transferRecipient', version: '1', service: 'pay' },
    attributes: {
      merchantId: { type: 'string', required: true },
      bankCode: { type: 'string', required: true },
      accountNumber: { type: 'string', required: true },
      recipientId: { type: 'number', required: true },
      recipientCode: { type: 'string', required: true },
      domain: { type: processorModes, required: true, default: 'test' },
      type: { type: ['nuban'] as const, required: true, default: 'nuban' },
      name: { type: 'string', required: true },
      /** The account's name as the bank resolved it. */
      accountName: { type: 'string', required: true },
      bankName: { type: 'string', required: true },
      currency: { type: 'string', required: true, default: 'NGN' },
      description: { type: 'string', required: true, default: '' },
      email: { type: 'string', required: true, default: '' },
      /** The merchant's metadata as JSON text; empty when none was given. */
      metadata: { type: 'string', required: true, default: '' },
      active: { type: 'boolean', required: true, default: true },
      createdAt: { type: 'string', required: true },
      updatedAt: { type: 'string', required: true },
    },
    indexes: {
      byAccount: { pk: { field: 'pk', composite: ['merchantId', 'bankCode', 'accountNumber'] }, sk: { field: 'sk', composite: [] } },
      byCode: { index: 'gsi1', pk: { field: 'gsi1pk', composite: ['recipientCode'] }, sk: { field: 'gsi1sk', composite: [] } },
      byMerchant: { index: 'gsi2', pk: { field: 'gsi2pk', composite: ['merchantId'] }, sk: { field: 'gsi2sk', composite: ['createdAt'] } },
      byId: { index: 'gsi3', pk: { field: 'gsi3pk', composite: ['recipientId'] }, sk: { field: 'gsi3sk', composite: [] } },
    },
  },
  entityConfig,
);

export type TransferRecipientItem = EntityItem<typeof TransferRecipient>;
