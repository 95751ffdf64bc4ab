import type { OrderItem } from '../db/order';

/** For unit tests: a measurement snapshot as an order stores it. */
export const snapshotFixture = { measurementId: 'm1', name: 'Ada', takenAt: '2026-01-01T00:00:00.000Z', chest: 38 };

/** For unit tests: a placed, delivered-to-address order of one ₦20,000 item; override what a test is about. */
export function orderFixture(overrides: Partial<OrderItem> = {}): OrderItem {
  return {
    orderID: 'ABCDEFGHJK',
    userId: 'user-1',
    status: 'pending',
    payment: 'unpaid',
    created_at: '2026-03-01T10:00:00.000Z',
    updated_at: '2026-03-01T10:00:00.000Z',
    name: 'Ada Obi',
    email: 'ada@example.com',
    phone: '+2348012345678',
    orderItems: [{ productId: 'p1', title: 'Agbada', coverImage: '/images/a.png', unitPrice: 20_000_00, quantity: 1, price: 20_000_00, measurement: snapshotFixture }],
    delivery: true,
    deliveryFee: 100_00,
    measurement: snapshotFixture,
    subtotal: 20_000_00,
    discount: 0,
    totalPrice: 20_100_00,
    paymentAttempts: 1,
    statusHistory: [{ status: 'pending', at: '2026-03-01T10:00:00.000Z' }],
    ...overrides,
  };
}
