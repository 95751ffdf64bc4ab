import { totalsOf, successfulVolume } from './transaction-totals';

describe('Pay transaction totals', () => {
  test('It should count only successful transactions, per currency, and owe the merchant volume less fees and refunds', () => {
    const totals = totalsOf([
      { amount: 250_000, currency: 'NGN', status: 'success', fees: 13_750, customerId: 1 },
      { amount: 100_000, currency: 'NGN', status: 'success', fees: 1_500, refundedAmount: 40_000, customerId: 1 },
      { amount: 500_000, currency: 'NGN', status: 'failed', customerId: 2 },
      { amount: 900_000, currency: 'NGN', status: 'pending', customerId: 3 },
      { amount: 10_000, currency: 'USD', status: 'success', customerId: 4 },
    ]);
    expect(totals).toEqual({
      total_transactions: 3,
      unique_customers: 2,
      total_volume: 360_000,
      total_volume_by_currency: [
        { currency: 'NGN', amount: 350_000 },
        { currency: 'USD', amount: 10_000 },
      ],
      pending_transfers: 250_000 - 13_750 + 100_000 - 1_500 - 40_000 + 10_000,
      pending_transfers_by_currency: [
        { currency: 'NGN', amount: 250_000 - 13_750 + 100_000 - 1_500 - 40_000 },
        { currency: 'USD', amount: 10_000 },
      ],
    });
  });

  test('It should answer zeros, not missing fields, for a merchant with no sales', () => {
    expect(totalsOf([{ amount: 100, currency: 'NGN', status: 'abandoned' }])).toEqual({
      total_transactions: 0,
      unique_customers: 0,
      total_volume: 0,
      total_volume_by_currency: [],
      pending_transfers: 0,
      pending_transfers_by_currency: [],
    });
    expect(successfulVolume([{ amount: 5, status: 'failed' }, { amount: 7, status: 'success' }])).toBe(7);
  });
});
