import { lastDays, lastMonths, salesCounterNames, salesDay } from './sales-calendar';

describe('the sales calendar', () => {
  test('It should count a payment made late in the UTC evening on the next Lagos day', () => {
    expect(salesDay('2026-11-23T22:59:59.000Z')).toBe('2026-11-23');
    expect(salesDay('2026-11-23T23:00:00.000Z')).toBe('2026-11-24');
    expect(salesCounterNames('2026-12-31T23:30:00.000Z')).toEqual({
      dayRevenue: 'revenue:day:2027-01-01',
      dayOrders: 'orders:paid:day:2027-01-01',
      monthRevenue: 'revenue:month:2027-01',
      monthOrders: 'orders:paid:month:2027-01',
    });
  });

  test('It should list the last 30 days and 12 months oldest first, ending today', () => {
    const now = new Date('2026-03-01T10:00:00.000Z');
    const days = lastDays(30, now);
    expect(days).toHaveLength(30);
    expect(days[0]).toBe('2026-01-31');
    expect(days[29]).toBe('2026-03-01');
    expect(new Set(days).size).toBe(30);
    expect(lastMonths(12, now)).toEqual(['2025-04', '2025-05', '2025-06', '2025-07', '2025-08', '2025-09', '2025-10', '2025-11', '2025-12', '2026-01', '2026-02', '2026-03']);
  });
});
