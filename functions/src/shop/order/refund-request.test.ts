import { orderFixture } from './order-fixture';
import { assertRefundable, parseRefundMarker, refundMarker } from './refund-request';

jest.mock('../shared/pay-refunds', () => ({ createRefund: jest.fn(), fetchRefund: jest.fn() }));

describe('what can be refunded', () => {
  const paid = orderFixture({ payment: 'paid', paidReference: 'ABCDEFGHJK', refundedAmount: 5_000_00, refundPendingAmount: 3_000_00 });

  test('It should allow up to what was paid, less what is refunded and what is being refunded', () => {
    expect(() => assertRefundable(paid, paid.totalPrice - 8_000_00)).not.toThrow();
    expect(() => assertRefundable(paid, paid.totalPrice - 8_000_00 + 1)).toThrow(`At most ₦12,100.00 (1210000 kobo) can be refunded on this order`);
    expect(() => assertRefundable({ ...paid, refundPendingAmount: paid.totalPrice - 5_000_00 }, 1)).toThrow('Nothing is left to refund on this order');
  });

  test('It should refuse orders holding no payment: unpaid, failed or refunded in full', () => {
    for (const payment of ['unpaid', 'failed', 'refunded'] as const) {
      expect(() => assertRefundable({ ...paid, payment }, 1)).toThrow(expect.objectContaining({ statusCode: 409 }));
    }
  });
});

describe("the Shop's mark on its refunds at Pay", () => {
  test('It should name the refund item, and read back only marks of that shape', () => {
    const marker = refundMarker({ orderID: 'ABCDEFGHJK', refundId: '3f1c2b9e-0000-4000-8000-000000000001' });
    expect(parseRefundMarker(marker)).toEqual({ orderID: 'ABCDEFGHJK', refundId: '3f1c2b9e-0000-4000-8000-000000000001' });
    expect(parseRefundMarker(refundMarker({ orderID: 'ABCDEFGHJK', refundId: 'dup-ABCDEFGHJK-2' }))).toEqual({ orderID: 'ABCDEFGHJK', refundId: 'dup-ABCDEFGHJK-2' });
    for (const note of [null, undefined, '', 'Refund for order ABCDEFGHJK', 'shop-refund:abc/x', `${marker} extra`]) expect(parseRefundMarker(note)).toBeUndefined();
  });
});
