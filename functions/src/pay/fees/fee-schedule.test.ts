import fc from 'fast-check';
import { computeFees, defaultFeeSchedule, feeBreakdown, scheduleOf } from './fee-schedule';

const naira = (value: number) => value * 100;

describe('Pay fee schedule', () => {
  test('It should charge 1.5% with no flat part under ₦2,500', () => {
    expect(computeFees(naira(1_000))).toBe(naira(15));
    expect(computeFees(naira(2_499))).toBe(3_749); // 1.5% of 249,900 kobo = 3,748.5 → rounded half up
  });

  test('It should add ₦100 from ₦2,500 on', () => {
    expect(computeFees(naira(2_500))).toBe(naira(37.5) + naira(100));
    expect(computeFees(naira(10_000))).toBe(naira(150) + naira(100));
  });

  test('It should cap the fee at ₦2,000', () => {
    // 1.5% of ₦126,666.67 + ₦100 is just over ₦2,000.
    expect(computeFees(naira(126_666))).toBe(naira(1_999.99));
    expect(computeFees(naira(126_667))).toBe(naira(2_000));
    expect(feeBreakdown(naira(1_000_000))).toEqual({ percentage: naira(15_000), flat: naira(100), capped: true, fees: naira(2_000) });
  });

  test('It should round the percentage half up to a whole kobo', () => {
    expect(computeFees(100)).toBe(2); // 1.5 → 2
    expect(computeFees(133)).toBe(2); // 1.995 → 2
    expect(computeFees(166)).toBe(2); // 2.49 → 2
    expect(computeFees(167)).toBe(3); // 2.505 → 3
  });

  test('It should use a merchant’s own schedule where it has one', () => {
    const schedule = scheduleOf({ feePercentBps: 100, feeCap: 50_000 });
    expect(schedule).toEqual({ ...defaultFeeSchedule, percentBps: 100, cap: 50_000 });
    expect(computeFees(naira(100_000), schedule)).toBe(naira(500));
  });

  test('It should refuse a fractional or negative amount', () => {
    expect(() => computeFees(100.5)).toThrow(RangeError);
    expect(() => computeFees(-1)).toThrow(RangeError);
  });

  test('It should keep every fee a whole kobo within [0, min(cap, amount)], growing with the amount', () => {
    const amounts = fc.integer({ min: 0, max: 10_000_000_000 });
    fc.assert(
      fc.property(amounts, amounts, (a, b) => {
        const [low, high] = a <= b ? [a, b] : [b, a];
        const fee = computeFees(low);
        expect(Number.isInteger(fee)).toBe(true);
        expect(fee).toBeGreaterThanOrEqual(0);
        expect(fee).toBeLessThanOrEqual(Math.min(defaultFeeSchedule.cap, low));
        // Monotone except across the waiver threshold, where the ₦100 starts.
        if (low >= defaultFeeSchedule.flatWaivedBelow || high < defaultFeeSchedule.flatWaivedBelow) expect(computeFees(high)).toBeGreaterThanOrEqual(fee);
        // Exactly the rule, recomputed differently: the percentage within half a kobo.
        const exact = (low * 150) / 10_000 + (low >= 250_000 ? 10_000 : 0);
        if (fee < Math.min(defaultFeeSchedule.cap, low)) expect(Math.abs(fee - exact)).toBeLessThanOrEqual(0.5);
      }),
      { numRuns: 2_000 },
    );
  });
});
