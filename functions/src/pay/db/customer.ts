import { Entity, type EntityItem } from '../../lib/data';
import { processorModes } from '../processor/processor-mode';
import { entityConfig } from './table';

export const riskActions = ['default', 'allow', 'deny'] as const;
export type RiskAction = (typeof riskActions)[number];

/**
 * A merchant's customer, as the Customers API has it: one per (merchant, e-mail), which the item's key
 * enforces, so a create that races another create for the same e-mail finds the first. The e-mail never
 * changes after creation (the API's update does not take it). `deny` refuses the customer's new transactions.
 */
export const Customer = new Entity(
  {
    model: { entity: 'customer', version: '1', service: 'pay' },
    attributes: {
      merchantId: { type: 'string', required: true },
      email: { type: 'string', required: true },
      customerId: { type: 'number', required: true },
      customerCode: { type: 'string', required: true },
      /** The merchant's mode when the customer was made (the API's `domain`). */
      domain: { type: processorModes, default: 'test' },
      firstName: { type: 'string', required: true, default: '' },
      lastName: { type: 'string', required: true, default: '' },
      phone: { type: 'string', required: true, default: '' },
      /** The merchant's metadata as JSON text; empty when none was given. */
      metadata: { type: 'string', required: true, default: '' },
      riskAction: { type: riskActions, required: true, default: 'default' },
      createdAt: { type: 'string', required: true },
      updatedAt: { type: 'string', required: true },
    },
    indexes: {
      byEmail: { pk: { field: 'pk', composite: ['merchantId', 'email'] }, sk: { field: 'sk', composite: [] } },
      byCode: { index: 'gsi1', pk: { field: 'gsi1pk', composite: ['customerCode'] }, sk: { field: 'gsi1sk', composite: [] } },
      byMerchant: { index: 'gsi2', pk: { field: 'gsi2pk', composite: ['merchantId'] }, sk: { field: 'gsi2sk', composite: ['createdAt'] } },
    },
  },
  entityConfig,
);

export type CustomerItem = EntityItem<typeof Customer>;
