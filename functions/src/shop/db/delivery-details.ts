import { Entity, type EntityItem } from '../../lib/data';
import { entityConfig } from './table';

/** One set of a customer's delivery details (contact and address), in the customer's partition; exactly one is the default. */
export const DeliveryDetails = new Entity(
  {
    model: { entity: 'deliveryDetails', version: '1', service: 'shop' },
    attributes: {
      userId: { type: 'string', required: true },
      deliveryDetailsId: { type: 'string', required: true },
      name: { type: 'string', required: true },
      phone: { type: 'string', required: true },
      address: { type: 'string', required: true },
      country: { type: 'string', required: true },
      state: { type: 'string', required: true },
      city: { type: 'string', required: true },
      default: { type: 'boolean', required: true, default: false },
      createdAt: { type: 'string', required: true },
    },
    indexes: {
      byUser: {
        pk: { field: 'pk', composite: ['userId'] },
        sk: { field: 'sk', composite: ['deliveryDetailsId'] },
      },
    },
  },
  entityConfig,
);

export type DeliveryDetailsItem = EntityItem<typeof DeliveryDetails>;
