import { Entity, type EntityItem } from '../../lib/data';
import { processorModes } from '../processor/processor-mode';
import { entityConfig } from './table';

export const settlementSchedules = ['auto', 'weekly', 'monthly', 'manual'] as const;
export type SettlementSchedule = (typeof settlementSchedules)[number];

/**
 * A merchant's subaccount (the Subaccounts API): a partner's bank account that receives part of a transaction.
 * Keyed by its code (`ACCT_…`), which is unique across merchants; reads check the merchant, so another
 * merchant's code is "not found". `percentageCharge` is the percentage of each transaction the MERCHANT keeps
 * (the subaccount gets the rest), as Paystack defines it.
 */
export const Subaccount = new Entity(
  {
    model: { entity: 'subaccount', version: '1', service: 'pay' },
    attributes: {
      subaccountCode: { type: 'string', required: true },
      subaccountId: { type: 'number', required: true },
      merchantId: { type: 'string', required: true },
      domain: { type: processorModes, default: 'test' },
      businessName: { type: 'string', required: true },
      /** The settlement bank's code (`bank/nigerian-banks.json`) and the account there, resolved when given. */
      bankCode: { type: 'string', required: true },
      bankId: { type: 'number', required: true },
      bankName: { type: 'string', required: true },
      accountNumber: { type: 'string', required: true },
      accountName: { type: 'string', required: true, default: '' },
      percentageCharge: { type: 'number', required: true },
      description: { type: 'string', required: true, default: '' },
      primaryContactEmail: { type: 'string', required: true, default: '' },
      primaryContactName: { type: 'string', required: true, default: '' },
      primaryContactPhone: { type: 'string', required: true, default: '' },
      settlementSchedule: { type: settlementSchedules, required: true, default: 'auto' },
      /** The merchant's metadata as JSON text; empty when none was given. */
      metadata: { type: 'string', required: true, default: '' },
      active: { type: 'boolean', required: true, default: true },
      createdAt: { type: 'string', required: true },
      updatedAt: { type: 'string', required: true },
    },
    indexes: {
      byCode: { pk: { field: 'pk', composite: ['subaccountCode'] }, sk: { field: 'sk', composite: [] } },
      byId: { index: 'gsi1', pk: { field: 'gsi1pk', composite: ['subaccountId'] }, sk: { field: 'gsi1sk', composite: [] } },
      byMerchant: { index: 'gsi2', pk: { field: 'gsi2pk', composite: ['merchantId'] }, sk: { field: 'gsi2sk', composite: ['createdAt'] } },
    },
  },
  entityConfig,
);

export type SubaccountItem = EntityItem<typeof Subaccount>;
