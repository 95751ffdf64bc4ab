import { Entity, type EntityItem } from '../../lib/data';
import { orderStatuses, paymentStates } from '../domain/order-states';
import { measurementSnapshotAttribute } from './measurement-snapshot';
import { entityConfig } from './table';

const address = {
  name: { type: 'string', required: true },
  phone: { type: 'string', required: true },
  address: { type: 'string', required: true },
  city: { type: 'string', required: true },
  state: { type: 'string', required: true },
  country: { type: 'string', required: true },
} as const;


/**
 * A placed order, in its own partition (remake requests sit beside it). Products, prices, measurements and
 * addresses are copies taken at placement, so later edits never change it. Money is kobo.
 * `paymentAttempts` counts Pay transactions: attempt n has reference `orderID` (n = 1) or `orderID-n`.
 * Its refunds are `OrderRefund` items beside it; the two amounts here are their running totals, moved in the
 * same transactions as the refund items, so a refund request can check what is left without reading them.
 */
export const Order = new Entity(
  {
    model: { entity: 'order', version: '1', service: 'shop' },
    attributes: {
      orderID: { type: 'string', required: true },
      userId: { type: 'string', required: true },
      status: { type: orderStatuses, required: true, default: 'pending' },
      payment: { type: paymentStates, required: true, default: 'unpaid' },
      created_at: { type: 'string', required: true },
      updated_at: { type: 'string', required: true },
      name: { type: 'string', required: true },
      email: { type: 'string', required: true },
      /** The lower-cased customer name the back office searches on, kept in step with `name` by its `set` hook. */
      nameKey: {
        type: 'string',
        watch: ['name'],
        set: (_value, item) => (typeof item.name === 'string' ? item.name.toLowerCase() : undefined),
      },
      phone: { type: 'string', required: true },
      orderItems: {
        type: 'list',
        required: true,
        items: {
          type: 'map',
          properties: {
            productId: { type: 'string', required: true },
            title: { type: 'string', required: true },
            coverImage: { type: 'string', required: true },
            unitPrice: { type: 'number', required: true },
            quantity: { type: 'number', required: true },
            price: { type: 'number', required: true },
            measurement: measurementSnapshotAttribute,
          },
        },
      },
      delivery: { type: 'boolean', required: true },
      deliveryFee: { type: 'number', required: true },
      deliveryDetails: { type: 'map', properties: address },
      pickupAddress: { type: 'map', properties: address },
      measurement: measurementSnapshotAttribute,
      subtotal: { type: 'number', required: true },
      discount: { type: 'number', required: true },
      totalPrice: { type: 'number', required: true },
      /** The member-discount slot (1–3) this order holds, while it holds one. */
      discountSlot: { type: 'number' },
      neededBy: { type: 'string' },
      paymentAttempts: { type: 'number', required: true },
      accessCode: { type: 'string' },
      paidAt: { type: 'string' },
      paidReference: { type: 'string' },
      /** Kobo given back by processed refunds of this order's payment (duplicate payments aside). Absent means 0. */
      refundedAmount: { type: 'number' },
      /** Kobo asked of Pay and not settled yet: reserved, so refunds never exceed what was paid. Absent means 0. */
      refundPendingAmount: { type: 'number' },
      cancelledAt: { type: 'string' },
      cancelReason: { type: 'string' },
      /** The order this one remakes at no charge (an accepted remake request). */
      remakeOf: { type: 'string' },
      statusHistory: {
        type: 'list',
        required: true,
        items: { type: 'map', properties: { status: { type: 'string', required: true }, at: { type: 'string', required: true } } },
      },
    },
    indexes: {
      byId: { pk: { field: 'pk', composite: ['orderID'] }, sk: { field: 'sk', composite: [] } },
      byUser: {
        index: 'gsi1',
        pk: { field: 'gsi1pk', composite: ['userId'] },
        sk: { field: 'gsi1sk', composite: ['created_at', 'orderID'] },
      },
      byStatus: {
        index: 'gsi2',
        pk: { field: 'gsi2pk', composite: ['status'] },
        sk: { field: 'gsi2sk', composite: ['created_at', 'orderID'] },
      },
      newest: {
        index: 'gsi3',
        pk: { field: 'gsi3pk', composite: [] },
        sk: { field: 'gsi3sk', composite: ['created_at', 'orderID'] },
      },
    },
  },
  entityConfig,
);

export type OrderItem = EntityItem<typeof Order>;
