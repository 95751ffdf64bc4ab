import { Entity, type EntityItem } from '../../lib/data';
import { processorModes } from '../processor/processor-mode';
import { entityConfig } from './table';

/** Paystack's plan intervals (`biannually` is every six months). */
export const planIntervals = ['hourly', 'daily', 'weekly', 'monthly', 'quarterly', 'biannually', 'annually'] as const;
export type PlanInterval = (typeof planIntervals)[number];

/**
 * A merchant's plan, as the Plans API has it: what a subscription charges and how often. Keyed by its code
 * (`PLN_…`); the numeric id finds it through `byId`. Amounts are kobo.
 */
export const Plan = new Entity(
  {
    model: { entity: 'plan', version: '1', service: 'pay' },
    attributes: {
      planCode: { type: 'string', required: true },
      planId: { type: 'number', required: true },
      merchantId: { type: 'string', required: true },
      domain: { type: processorModes, default: 'test' },
      name: { type: 'string', required: true },
      description: { type: 'string', required: true, default: '' },
      amount: { type: 'number', required: true },
      interval: { type: planIntervals, required: true },
      currency: { type: 'string', required: true, default: 'NGN' },
      /** Invoices a subscription to it raises (0: until disabled); a subscription may override it. */
      invoiceLimit: { type: 'number', required: true, default: 0 },
      sendInvoices: { type: 'boolean', required: true, default: true },
      sendSms: { type: 'boolean', required: true, default: true },
      createdAt: { type: 'string', required: true },
      updatedAt: { type: 'string', required: true },
    },
    indexes: {
      byCode: { pk: { field: 'pk', composite: ['planCode'] }, sk: { field: 'sk', composite: [] } },
      byId: { index: 'gsi1', pk: { field: 'gsi1pk', composite: ['planId'] }, sk: { field: 'gsi1sk', composite: [] } },
      byMerchant: { index: 'gsi2', pk: { field: 'gsi2pk', composite: ['merchantId'] }, sk: { field: 'gsi2sk', composite: ['createdAt'] } },
    },
  },
  entityConfig,
);

export type PlanItem = EntityItem<typeof Plan>;
