import { asTransactionId, createRefundBody, listRefundsQuery } from './contract';

describe('the refund request schemas', () => {
  test('It should take the amount as an integer or a numeric string, and the transaction as an id or a reference', () => {
    expect(createRefundBody.parse({ transaction: 1234567890, amount: '10000' })).toEqual({ transaction: '1234567890', amount: 10000 });
    expect(createRefundBody.parse({ transaction: ' T-42 ', amount: 5000, currency: 'ngn', customer_note: ' sorry ' })).toEqual({
      transaction: 'T-42',
      amount: 5000,
      currency: 'NGN',
      customer_note: 'sorry',
    });
    expect(createRefundBody.parse({ transaction: 'T-42', amount: null, merchant_note: '' })).toEqual({ transaction: 'T-42' });
  });

  test('It should refuse a missing transaction, fractions, zero, negative amounts and other currencies', () => {
    for (const body of [{}, { transaction: '' }, { transaction: 'T 1' }, { transaction: 'T', amount: 10.5 }, { transaction: 'T', amount: '1e3' }, { transaction: 'T', amount: 0 }, { transaction: 'T', amount: -5 }, { transaction: 'T', currency: 'USD' }]) {
      expect([body, createRefundBody.safeParse(body).success]).toEqual([body, false]);
    }
  });

  test('It should page lists like the transaction list', () => {
    expect(listRefundsQuery.parse({})).toEqual({ perPage: 50, page: 1 });
    expect(listRefundsQuery.parse({ perPage: '2', page: '3', transaction: '77', currency: 'NGN' })).toEqual({ perPage: 2, page: 3, transaction: '77', currency: 'NGN' });
    expect(listRefundsQuery.safeParse({ perPage: '101' }).success).toBe(false);
    expect(listRefundsQuery.parse({ per_page: '5' })).toEqual({ perPage: 5, page: 1 });
  });

  test('It should read from and to as ISO 8601 dates only, each handed on as one instant', () => {
    expect(listRefundsQuery.parse({ from: '2026-01-01', to: ' 2026-01-31T23:00:00+01:00 ' })).toEqual({ perPage: 50, page: 1, from: '2026-01-01T00:00:00.000Z', to: '2026-01-31T22:00:00.000Z' });
    for (const from of ['yesterday', '2026', '2026-02-30', 'Nov 5 2026']) {
      const parsed = listRefundsQuery.safeParse({ from });
      expect([from, parsed.error?.issues[0]?.message]).toEqual([from, 'must be a date (ISO 8601)']);
    }
  });

  test('It should read digits as a transaction id to try first', () => {
    expect(asTransactionId('1234567890')).toBe(1234567890);
    expect(asTransactionId('T123')).toBeUndefined();
    expect(asTransactionId('0')).toBeUndefined();
  });
});
