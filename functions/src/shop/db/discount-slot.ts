import { Entity, type EntityItem } from '../../lib/data';
import { memberDiscountOrders } from '../domain/member-discount';
import { entityConfig } from './table';

/** How many of a member's paid orders get the member discount (the home banner's "first three orders"). */
export const discountSlotCount = memberDiscountOrders;

/**
 * One of a member's three member-discount slots, in the member's partition. An order reserves a free slot
 * in the transaction that places it (the create fails if another order took the slot first), the payment
 * turns it `used`, and a reservation whose `holdUntil` has passed on an unpaid order may be taken over by a
 * new order, which takes the discount off the old one in the same transaction.
 */
export const DiscountSlot = new Entity(
  {
    model: { entity: 'discountSlot', version: '1', service: 'shop' },
    attributes: {
      userId: { type: 'string', required: true },
      slot: { type: 'number', required: true },
      orderID: { type: 'string', required: true },
      state: { type: ['reserved', 'used'] as const, required: true },
      holdUntil: { type: 'string', required: true },
    },
    indexes: {
      byUser: {
        pk: { field: 'pk', composite: ['userId'] },
        sk: { field: 'sk', composite: ['slot'] },
      },
    },
  },
  entityConfig,
);

export type DiscountSlotItem = EntityItem<typeof DiscountSlot>;
