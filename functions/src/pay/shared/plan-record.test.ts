import { cronExpression, nextPaymentAfter } from './plan-record';

describe('plan calendar', () => {
  test('It should add hours, days and weeks exactly', () => {
    const from = new Date('2026-03-10T09:15:00.000Z');
    expect(nextPaymentAfter(from, 'hourly').toISOString()).toBe('2026-03-10T10:15:00.000Z');
    expect(nextPaymentAfter(from, 'daily').toISOString()).toBe('2026-03-11T09:15:00.000Z');
    expect(nextPaymentAfter(from, 'weekly').toISOString()).toBe('2026-03-17T09:15:00.000Z');
  });

  test('It should keep the day of the month, billing days 29 to 31 on the 28th so no month is skipped', () => {
    expect(nextPaymentAfter(new Date('2026-01-15T08:00:00Z'), 'monthly').toISOString()).toBe('2026-02-15T08:00:00.000Z');
    expect(nextPaymentAfter(new Date('2026-01-31T08:00:00Z'), 'monthly').toISOString()).toBe('2026-02-28T08:00:00.000Z');
    expect(nextPaymentAfter(new Date('2026-11-30T08:00:00Z'), 'quarterly').toISOString()).toBe('2027-02-28T08:00:00.000Z');
    expect(nextPaymentAfter(new Date('2026-08-10T08:00:00Z'), 'biannually').toISOString()).toBe('2027-02-10T08:00:00.000Z');
    expect(nextPaymentAfter(new Date('2028-02-29T08:00:00Z'), 'annually').toISOString()).toBe('2029-02-28T08:00:00.000Z');
  });

  test('It should describe the schedule as a cron expression in UTC', () => {
    const at = new Date('2026-01-31T08:05:00Z');
    expect(cronExpression(at, 'monthly')).toBe('5 8 28 * *');
    expect(cronExpression(at, 'weekly')).toBe('5 8 * * 6');
    expect(cronExpression(at, 'annually')).toBe('5 8 28 1 *');
  });
});
