import { formatAmount, formatCountdown } from './money';

test('It should show kobo as naira with grouping and two decimals', () => {
  expect(formatAmount(2500000, 'NGN')).toBe('NGN 25,000.00');
  expect(formatAmount(5)).toBe('NGN 0.05');
  expect(formatAmount(123456789, 'USD')).toBe('USD 1,234,567.89');
});

test('It should count down as mm:ss and stop at zero', () => {
  expect(formatCountdown(1800)).toBe('30:00');
  expect(formatCountdown(61)).toBe('01:01');
  expect(formatCountdown(-4)).toBe('00:00');
});
