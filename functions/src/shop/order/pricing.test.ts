import { defaultShopSettings, deliveryFeeFor } from '../setting/contract';
import { neededByProblem, priceOrder } from './pricing';

describe('priceOrder', () => {
  test('It should total the lines, add delivery and take nothing off without the member discount', () => {
    expect(priceOrder([{ unitPrice: 25_000_00, quantity: 2 }, { unitPrice: 1_999, quantity: 1 }], 100_00, false)).toEqual({
      subtotal: 50_019_99,
      deliveryFee: 100_00,
      discount: 0,
      totalPrice: 50_119_99,
    });
  });

  test('It should take half of the items off, never of delivery, rounding the discount down to whole kobo', () => {
    expect(priceOrder([{ unitPrice: 1_001, quantity: 1 }], 100_00, true)).toEqual({ subtotal: 1_001, deliveryFee: 100_00, discount: 500, totalPrice: 10_501 });
  });
});

describe('deliveryFeeFor', () => {
  test('It should charge the flat fee for delivery and nothing for pick-up', () => {
    expect(deliveryFeeFor(defaultShopSettings, true, 'Lagos', 1_000_00)).toBe(100_00);
    expect(deliveryFeeFor(defaultShopSettings, false, 'Lagos', 1_000_00)).toBe(0);
  });

  test("It should charge a state's own fee when admins set one, matching the state case-insensitively", () => {
    const settings = { ...defaultShopSettings, deliveryFeeByState: { rivers: 50_00 } };
    expect(deliveryFeeFor(settings, true, ' Rivers ', 1_000_00)).toBe(50_00);
    expect(deliveryFeeFor(settings, true, 'Lagos', 1_000_00)).toBe(100_00);
  });
});

describe('deliveryFeeFor and free delivery', () => {
  test('It should make delivery free from the set items total, before the member discount, whatever the state', () => {
    const settings = { ...defaultShopSettings, freeDeliveryFrom: 50_000_00, deliveryFeeByState: { rivers: 50_00 } };
    expect(deliveryFeeFor(settings, true, 'Rivers', 49_999_99)).toBe(50_00);
    expect(deliveryFeeFor(settings, true, 'Rivers', 50_000_00)).toBe(0);
    expect(deliveryFeeFor(settings, true, 'Lagos', 80_000_00)).toBe(0);
    expect(deliveryFeeFor(settings, true, 'Lagos', 10_000_00)).toBe(100_00);
  });
});

describe('deliveryFeeFor and hostile state names', () => {
  test("It should charge the flat fee for a state named like one of Object.prototype's members", () => {
    const settings = { ...defaultShopSettings, deliveryFeeByState: { rivers: 50_00 } };
    for (const state of ['constructor', '__proto__', 'toString', 'hasOwnProperty', 'valueOf']) {
      expect(deliveryFeeFor(settings, true, state, 1_000_00)).toBe(100_00);
      expect(deliveryFeeFor(defaultShopSettings, true, state, 1_000_00)).toBe(100_00);
    }
  });
});

describe('neededByProblem', () => {
  const now = new Date('2026-03-01T10:00:00Z');

  test('It should accept a date 14 days ahead and refuse one 13 days ahead', () => {
    expect(neededByProblem('2026-03-15', now)).toBeUndefined();
    expect(neededByProblem('2026-03-14', now)).toMatch(/at least 14 days/);
  });

  test('It should count days from the date in Lagos, which starts an hour before UTC midnight', () => {
    expect(neededByProblem('2026-03-15', new Date('2026-02-28T23:30:00Z'))).toBeUndefined();
    expect(neededByProblem('2026-03-14', new Date('2026-02-28T23:30:00Z'))).toMatch(/at least 14 days/);
  });

  test('It should refuse a date more than a year ahead', () => {
    expect(neededByProblem('2027-03-10', now)).toMatch(/within a year/);
  });
});

describe('deliveryFeeFor and the capital territory', () => {
  test("It should find Abuja's fee however the address names it", () => {
    const settings = { ...defaultShopSettings, deliveryFeeByState: { fct: 70_00 } };
    for (const state of ['FCT (Abuja)', 'Abuja', 'fct', 'Federal Capital Territory']) expect(deliveryFeeFor(settings, true, state, 1_000_00)).toBe(70_00);
    expect(deliveryFeeFor(settings, true, 'Cross River State', 1_000_00)).toBe(100_00);
  });
});
