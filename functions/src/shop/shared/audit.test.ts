import { summarize } from './audit';

describe('summarize', () => {
  test('It should list fields as name: value', () => {
    expect(summarize({ status: 'pending', quantity: 3, topProduct: true })).toBe('status: pending, quantity: 3, topProduct: true');
  });

  test('It should show money in naira, not kobo, also per state, and leave rates and counts as numbers', () => {
    expect(summarize({ amount: 2_500_000, refund: 120_050, deliveryFee: 0, dollarRate: 1500, productCount: 4 })).toBe(
      'amount: ₦25,000.00, refund: ₦1,200.50, deliveryFee: ₦0.00, dollarRate: 1500, productCount: 4',
    );
    expect(summarize({ deliveryFeeByState: { Lagos: 200_000, Abuja: 350_000 } })).toBe('deliveryFeeByState: Lagos ₦2,000.00; Abuja ₦3,500.00');
    expect(summarize({ deliveryFeeByState: {} })).toBe('deliveryFeeByState: none');
  });

  test('It should never write a field that could hold a secret', () => {
    const text = summarize({ email: 'a@example.com', password: 'hunter2', otp: '123456', accessToken: 'x', secretKey: 'sk' });
    expect(text).toBe('email: a@example.com');
  });

  test('It should keep summaries short', () => {
    expect(summarize({ description: 'x'.repeat(1000) }).length).toBeLessThanOrEqual(100);
    expect(summarize(Object.fromEntries(Array.from({ length: 50 }, (_, i) => [`field${i}`, 'y'.repeat(30)]))).length).toBeLessThanOrEqual(500);
  });

  test('It should be empty when there is nothing to say', () => {
    expect(summarize(undefined)).toBe('');
  });
});
