import { Entity, type EntityItem } from '../../lib/data';
import { processorModes } from '../processor/processor-mode';
import { entityConfig } from './table';

export const splitTypes = ['percentage', 'flat'] as const;
export type SplitType = (typeof splitTypes)[number];
export const bearerTypes = ['account', 'subaccount', 'all-proportional', 'all'] as const;
export type BearerType = (typeof bearerTypes)[number];

/**
 * A merchant's transaction split (the Transaction Splits API): subaccounts with their shares (whole percent for
 * `percentage`, kobo for `flat`); the merchant keeps the rest. Keyed by its code (`SPL_…`); reads check the
 * merchant. A dynamic split (initialize's `split` object) is stored the same way with `isDynamic`.
 */
export const Split = new Entity(
  {
    model: { entity: 'split', version: '1', service: 'pay' },
    attributes: {
      splitCode: { type: 'string', required: true },
      splitId: { type: 'number', required: true },
      merchantId: { type: 'string', required: true },
      domain: { type: processorModes, default: 'test' },
      name: { type: 'string', required: true },
      type: { type: splitTypes, required: true },
      currency: { type: 'string', required: true, default: 'NGN' },
      active: { type: 'boolean', required: true, default: true },
      bearerType: { type: bearerTypes, required: true, default: 'account' },
      /** The subaccount code that bears the fees when `bearerType` is `subaccount`. */
      bearerSubaccount: { type: 'string' },
      subaccounts: {
        type: 'list',
        required: true,
        items: { type: 'map', properties: { subaccountCode: { type: 'string', required: true }, share: { type: 'number', required: true } } },
      },
      isDynamic: { type: 'boolean', required: true, default: false },
      createdAt: { type: 'string', required: true },
      updatedAt: { type: 'string', required: true },
    },
    indexes: {
      byCode: { pk: { field: 'pk', composite: ['splitCode'] }, sk: { field: 'sk', composite: [] } },
      byId: { index: 'gsi1', pk: { field: 'gsi1pk', composite: ['splitId'] }, sk: { field: 'gsi1sk', composite: [] } },
      byMerchant: { index: 'gsi2', pk: { field: 'gsi2pk', composite: ['merchantId'] }, sk: { field: 'gsi2sk', composite: ['createdAt'] } },
    },
  },
  entityConfig,
);

export type SplitItem = EntityItem<typeof Split>;
