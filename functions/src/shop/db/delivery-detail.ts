import { Entity, type EntityItem } from 'electrodb';
import { entityConfig } from './table';

/** One of a customer's delivery addresses, in the customer's partition; exactly one is the default. */
export const DeliveryDetail = new Entity(
  {
    model: { entity: 'deliveryDetail', version: '1', service: 'shop' },
    attributes: {
      userId: { type: 'string', required: true },
      deliveryDetailId: { type: 'string', required: true },
      name: { type: 'string', required: true },
      phone: { type: 'string', required: true },
      address: { type: 'string', required: true },
      country: { type: 'string', required: true },
      state: { type: 'string', required: true },
      city: { type: 'string', required: true },
      isDefault: { type: 'boolean', required: true, default: false },
      createdAt: { type: 'string', required: true },
    },
    indexes: {
      byUser: {
        pk: { field: 'pk', composite: ['userId'] },
        sk: { field: 'sk', composite: ['deliveryDetailId'] },
      },
    },
  },
  entityConfig,
);

export type DeliveryDetailItem = EntityItem<typeof DeliveryDetail>;
