import { Entity, type EntityItem } from '../../lib/data';
import { entityConfig } from './table';

export const invoiceStatuses = ['pending', 'success', 'failed'] as const;
export type InvoiceStatus = (typeof invoiceStatuses)[number];

/**
 * One billing period of a subscription. Its code is derived from the subscription and the period
 * (`subscription/renewal-ids.ts`), so a retried sweep finds the invoice it made rather than making another,
 * and each attempt's transaction reference is derived from the code (one charge per attempt, ever).
 */
export const Invoice = new Entity(
  {
    model: { entity: 'invoice', version: '1', service: 'pay' },
    attributes: {
      invoiceCode: { type: 'string', required: true },
      invoiceId: { type: 'number', required: true },
      merchantId: { type: 'string', required: true },
      subscriptionCode: { type: 'string', required: true },
      period: { type: 'number', required: true },
      amount: { type: 'number', required: true },
      status: { type: invoiceStatuses, required: true, default: 'pending' },
      attempts: { type: 'number', required: true, default: 0 },
      periodStart: { type: 'string', required: true },
      periodEnd: { type: 'string', required: true },
      description: { type: 'string', required: true, default: '' },
      paidAt: { type: 'string' },
      transactionId: { type: 'number' },
      reference: { type: 'string' },
      createdAt: { type: 'string', required: true },
      updatedAt: { type: 'string', required: true },
    },
    indexes: {
      byCode: { pk: { field: 'pk', composite: ['invoiceCode'] }, sk: { field: 'sk', composite: [] } },
      bySubscription: { index: 'gsi3', pk: { field: 'gsi3pk', composite: ['subscriptionCode'] }, sk: { field: 'gsi3sk', composite: ['createdAt'] } },
    },
  },
  entityConfig,
);

export type InvoiceItem = EntityItem<typeof Invoice>;
