import { newRefundId } from './refund-ids';

describe('refund ids', () => {
  test('It should give the same id for the same merchant and Idempotency-Key, and another for another key or merchant', () => {
    const id = newRefundId('123', 'order-1-refund');
    expect(newRefundId('123', 'order-1-refund')).toBe(id);
    expect(newRefundId('123', 'order-2-refund')).not.toBe(id);
    expect(newRefundId('456', 'order-1-refund')).not.toBe(id);
  });

  test('It should give numeric ids in the transaction id range, random without a key', () => {
    for (const id of [newRefundId('1', 'k'), newRefundId('1', undefined), newRefundId('1', undefined)]) {
      expect(Number.isSafeInteger(id)).toBe(true);
      expect(id).toBeGreaterThanOrEqual(1_000_000_000);
      expect(id).toBeLessThan(281_474_976_710_655);
    }
    expect(newRefundId('1', undefined)).not.toBe(newRefundId('1', undefined));
  });
});
