import type { OrderItem } from '../db/order';
import type { OrderRefundItem } from '../db/order-refund';
import type { Order, OrderAddress, OrderRefund } from './contract';

function address(value: OrderItem['deliveryDetails']): OrderAddress | null {
  return value ? { name: value.name, phone: value.phone, address: value.address, city: value.city, state: value.state, country: value.country } : null;
}

/** A refund as the order's timeline shows it: never Pay's ids or who asked. */
export function toRefundView(item: OrderRefundItem): OrderRefund {
  return { refundId: item.refundId, amount: item.amount, reason: item.reason, kind: item.kind, status: item.status, requestedAt: item.requestedAt, settledAt: item.settledAt ?? null };
}

/**
 * An order as the API returns it, with the refunds given (oldest first); internal bookkeeping (owner, discount
 * slot, access code) stays out.
 */
export function toOrderView(item: OrderItem, refunds: readonly OrderRefundItem[] = []): Order {
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
    ...(item.discount > 0 && item.discountSlot !== undefined ? { memberDiscountOrder: item.discountSlot } : {}),
    totalPrice: item.totalPrice,
    neededBy: item.neededBy ?? null,
    paidAt: item.paidAt ?? null,
    statusHistory: item.statusHistory.map((entry) => ({ status: entry.status, at: entry.at })),
    ...(item.remakeOf ? { remakeOf: item.remakeOf } : {}),
    refundedAmount: item.refundedAmount ?? 0,
    refundPendingAmount: item.refundPendingAmount ?? 0,
    refunds: [...refunds].sort((a, b) => a.requestedAt.localeCompare(b.requestedAt)).map(toRefundView),
    cancelledAt: item.cancelledAt ?? null,
    cancelReason: item.cancelReason ?? null,
  };
}
