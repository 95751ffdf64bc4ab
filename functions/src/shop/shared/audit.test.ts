import { summarize } from './audit';

describe('summarize', () => {
  test('It should list fields as name: value', () => {
    expect(summarize({ status: 'pending', amount: 1200, topProduct: true })).toBe('status: pending, amount: 1200, topProduct: true');
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
