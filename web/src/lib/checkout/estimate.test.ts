import { earliestNeededBy, estimatePrices } from './estimate';

describe('estimatePrices', () => {
  test('It should take half the items off when the next order gets the member discount, never the delivery fee', () => {
    expect(estimatePrices(25_001, 100_00, { percent: 50, nextOrder: 2 })).toEqual({
      subtotal: 25_001,
      deliveryFee: 100_00,
      discount: 12_500,
      total: 25_001 - 12_500 + 100_00,
    });
  });

  test('It should give no discount after three paid orders, or when the member is unknown (signed out)', () => {
    expect(estimatePrices(10_000, 0, { percent: 50, nextOrder: null }).discount).toBe(0);
    expect(estimatePrices(10_000, 0, null)).toEqual({ subtotal: 10_000, deliveryFee: 0, discount: 0, total: 10_000 });
  });
});

describe('earliestNeededBy', () => {
  test('It should count whole UTC days from today', () => {
    expect(earliestNeededBy(14, new Date('2026-02-20T23:30:00Z'))).toBe('2026-03-06');
  });
});
