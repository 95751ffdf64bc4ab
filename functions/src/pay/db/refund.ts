import { Entity, type EntityItem } from '../../lib/data';
import { processorModes } from '../processor/processor-mode';
import { entityConfig } from './table';

export const refundStatuses = ['pending', 'processing', 'processed', 'failed'] as const;
export type RefundStatus = (typeof refundStatuses)[number];

/**
 * Money given back for a successful transaction (`POST /refund`). Written `pending` in the same DynamoDB
 * transaction that reserves its amount on the Transaction (`refundReserved`) and writes its `refund.pending`
 * webhook; the refund processor then moves it `pending → processing → processed | failed`, each move a
 * conditional write with its webhook, so a replayed consumer never processes it twice.
 *
 * The paid transaction's facts a refund shows (reference, amount, channel, customer) never change once it
 * succeeded, so they are copied here: listing refunds reads no transactions.
 *
 * `byStatus` partitions by status and sorts by `dueAt` (a pending refund's creation time, a processing
 * refund's lease end), so the processor's sweep finds the refunds to take with one query per status.
 */
export const Refund = new Entity(
  {
    model: { entity: 'refund', version: '1', service: 'pay' },
    attributes: {
      refundId: { type: 'number', required: true },
      merchantId: { type: 'string', required: true },
      transactionId: { type: 'number', required: true },
      domain: { type: processorModes, required: true, default: 'test' },
      amount: { type: 'number', required: true },
      currency: { type: 'string', required: true },
      status: { type: refundStatuses, required: true, default: 'pending' },
      dueAt: { type: 'string', required: true },
      customerNote: { type: 'string', required: true, default: '' },
      merchantNote: { type: 'string', required: true, default: '' },
      /** Who asked: the merchant's name (refunds come from the merchant's server). */
      refundedBy: { type: 'string', required: true, default: '' },
      /** Fingerprint of the request that made it, when an Idempotency-Key named it (its id comes from the key). */
      requestHash: { type: 'string' },
      transactionReference: { type: 'string', required: true },
      transactionAmount: { type: 'number', required: true },
      transactionPaidAt: { type: 'string' },
      channel: { type: 'string' },
      email: { type: 'string', required: true },
      firstName: { type: 'string', required: true, default: '' },
      lastName: { type: 'string', required: true, default: '' },
      createdAt: { type: 'string', required: true },
      updatedAt: { type: 'string', required: true },
      expectedAt: { type: 'string', required: true },
      /** When the processor gave the money back. */
      refundedAt: { type: 'string' },
      /** The acquirer's reference for the refund, once processed. */
      processorReference: { type: 'string' },
      /** The acquirer's message (why it failed, when it did). */
      processorMessage: { type: 'string' },
      /** The consumer holding a processing refund; another may take it over once `dueAt` (its lease) has passed. */
      claimToken: { type: 'string' },
    },
    indexes: {
      byId: { pk: { field: 'pk', composite: ['refundId'] }, sk: { field: 'sk', composite: [] } },
      byMerchant: { index: 'gsi2', pk: { field: 'gsi2pk', composite: ['merchantId'] }, sk: { field: 'gsi2sk', composite: ['createdAt'] } },
      byTransaction: { index: 'gsi3', pk: { field: 'gsi3pk', composite: ['transactionId'] }, sk: { field: 'gsi3sk', composite: ['createdAt'] } },
      byStatus: { index: 'gsi4', pk: { field: 'gsi4pk', composite: ['status'] }, sk: { field: 'gsi4sk', composite: ['dueAt'] } },
    },
  },
  entityConfig,
);

export type RefundItem = EntityItem<typeof Refund>;
