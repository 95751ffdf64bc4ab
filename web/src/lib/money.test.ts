import { formatMoney, formatPrice } from './money';

describe('formatMoney', () => {
  test('It should show kobo as whole naira, or naira and kobo when there are kobo', () => {
    expect(formatMoney(1_250_000)).toBe('₦12,500');
    expect(formatMoney(1_250_050)).toBe('₦12,500.50');
  });
});

describe('formatPrice', () => {
  test('It should show naira when naira is chosen, whatever the rate', () => {
    expect(formatPrice(1_250_000, 'NGN', 1500)).toBe('₦12,500');
  });

  test('It should divide naira by the dollar rate and show dollars to the cent', () => {
    expect(formatPrice(1_250_000, 'USD', 1500)).toBe('$8.33');
    expect(formatPrice(150_000_00, 'USD', 1500)).toBe('$100.00');
    expect(formatPrice(18_500_000, 'USD', 1600)).toBe('$115.63');
  });

  test('It should fall back to naira while the rate is unknown or broken, never a guessed rate', () => {
    expect(formatPrice(1_250_000, 'USD', undefined)).toBe('₦12,500');
    expect(formatPrice(1_250_000, 'USD', 0)).toBe('₦12,500');
  });
});
