import type { OrderItem } from '../db/order';
import type { Order, OrderAddress } from './contract';

function address(value: OrderItem['deliveryDetails']): OrderAddress | null {
  return value ? { name: value.name, phone: value.phone, address: value.address, city: value.city, state: value.state, country: value.country } : null;
}

/** An order as the API returns it; internal bookkeeping (owner, discount slot, access code) stays out. */
export function toOrderView(item: OrderItem): Order {
  return {
    orderID: item.orderID,
    status: item.status,
    payment: item.payment,
    created_at: item.created_at,
    name: item.name,
    email: item.email,
    phone: item.phone,
    orderItems: item.orderItems.map((line) => ({ ...line, measurement: { ...line.measurement } })),
    delivery: item.delivery,
    deliveryFee: item.deliveryFee,
    deliveryDetails: address(item.deliveryDetails),
    pickupAddress: address(item.pickupAddress),
    measurement: { ...item.measurement },
    subtotal: item.subtotal,
    discount: item.discount,
    totalPrice: item.totalPrice,
    neededBy: item.neededBy ?? null,
    paidAt: item.paidAt ?? null,
    statusHistory: item.statusHistory.map((entry) => ({ status: entry.status, at: entry.at })),
    ...(item.remakeOf ? { remakeOf: item.remakeOf } : {}),
  };
}
