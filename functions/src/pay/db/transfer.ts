import { Entity, type EntityItem } from '../../lib/data';
import { processorModes } from '../processor/processor-mode';
import { entityConfig } from './table';

/**
 * `processing` is the payout processor's lease (shown as `pending`); `otp` waits for `POST /transfer/finalize_transfer`.
 */
export const transferStatuses = ['otp', 'pending', 'processing', 'success', 'failed'] as const;
export type TransferStatus = (typeof transferStatuses)[number];

/**
 * A payout (`POST /transfer`) from the merchant's balance to one of its recipients: not the bank-transfer
 * payment channel (a customer paying by transfer, `TransferConfirmation`). Written in the same DynamoDB
 * transaction that commits its amount and fee on the merchant's `TransferTotal` (only while the balance
 * covers it). Its id is derived from (merchant, reference), so a reference is unique per merchant and
 * `GET /transfer/verify/{reference}` is one read. The payout processor moves it `pending → processing →
 * success | failed`, each move conditional and written with its `transfer.success` / `transfer.failed`
 * webhook; a failed one gives its amount and fee back to the balance in that same write.
 *
 * The recipient's facts a transfer shows are copied here when it is made (a later rename does not change a
 * payout already sent), so listing transfers reads no recipients.
 */
export const Transfer = new Entity(
  {
    model: { entity: 'transfer', version: '1', service: 'pay' },
    attributes: {
      transferId: { type: 'number', required: true },
      transferCode: { type: 'string', required: true },
      merchantId: { type: 'string', required: true },
      domain: { type: processorModes, required: true, default: 'test' },
      reference: { type: 'string', required: true },
      source: { type: ['balance'] as const, required: true, default: 'balance' },
      amount: { type: 'number', required: true },
      /** Pay's transfer fee in kobo (`transfer/transfer-fee.ts`), taken from the balance with the amount. */
      fee: { type: 'number', required: true, default: 0 },
      currency: { type: 'string', required: true, default: 'NGN' },
      reason: { type: 'string', required: true, default: '' },
      status: { type: transferStatuses, required: true },
      /** When the processor may take it: a pending transfer's queueing time, a processing one's lease end. */
      dueAt: { type: 'string', required: true },
      recipientId: { type: 'number', required: true },
      recipientCode: { type: 'string', required: true },
      recipientName: { type: 'string', required: true },
      accountNumber: { type: 'string', required: true },
      accountName: { type: 'string', required: true },
      bankCode: { type: 'string', required: true },
      bankName: { type: 'string', required: true },
      /** Fingerprint of the request that made it, so a retry with the same reference and body finds it. */
      requestHash: { type: 'string', required: true },
      createdAt: { type: 'string', required: true },
      updatedAt: { type: 'string', required: true },
      transferredAt: { type: 'string' },
      /** The acquirer's message (why it failed, when it did). */
      processorMessage: { type: 'string' },
      processorReference: { type: 'string' },
      claimToken: { type: 'string' },
    },
    indexes: {
      byId: { pk: { field: 'pk', composite: ['transferId'] }, sk: { field: 'sk', composite: [] } },
      byCode: { index: 'gsi1', pk: { field: 'gsi1pk', composite: ['transferCode'] }, sk: { field: 'gsi1sk', composite: [] } },
      byMerchant: { index: 'gsi2', pk: { field: 'gsi2pk', composite: ['merchantId'] }, sk: { field: 'gsi2sk', composite: ['createdAt'] } },
      byRecipient: { index: 'gsi3', pk: { field: 'gsi3pk', composite: ['recipientCode'] }, sk: { field: 'gsi3sk', composite: ['createdAt'] } },
      byStatus: { index: 'gsi4', pk: { field: 'gsi4pk', composite: ['status'] }, sk: { field: 'gsi4sk', composite: ['dueAt'] } },
    },
  },
  entityConfig,
);

export type TransferItem = EntityItem<typeof Transfer>;
