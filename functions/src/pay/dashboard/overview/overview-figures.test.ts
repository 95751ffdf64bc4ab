import { overviewOf } from './overview-figures';

describe('the dashboard overview figures', () => {
  // 10:00 in Lagos on 2026-03-30.
  const now = new Date('2026-03-30T09:00:00.000Z');

  test('It should give 30 Lagos days oldest first, today last, all zeros without transactions', () => {
    const overview = overviewOf([], now);
    expect(overview.daily).toHaveLength(30);
    expect(overview.daily[0]).toEqual({ date: '2026-03-01', volume: 0, successCount: 0, failedCount: 0 });
    expect(overview.daily[29]?.date).toBe('2026-03-30');
    expect(overview.last30Days).toEqual({ volume: 0, successCount: 0, failedCount: 0 });
  });

  test('It should add successful volume and count successes and failures per period, ignoring pending and abandoned', () => {
    // Prepare
    const figures = [
      { amount: 500_00, status: 'success' as const, createdAt: '2026-03-30T08:00:00.000Z' },
      // 23:30 UTC on the 29th is already the 30th in Lagos.
      { amount: 250_00, status: 'success' as const, createdAt: '2026-03-29T23:30:00.000Z' },
      { amount: 999_00, status: 'failed' as const, createdAt: '2026-03-30T07:00:00.000Z' },
      { amount: 100_00, status: 'success' as const, createdAt: '2026-03-25T12:00:00.000Z' },
      { amount: 300_00, status: 'failed' as const, createdAt: '2026-03-20T12:00:00.000Z' },
      { amount: 700_00, status: 'success' as const, createdAt: '2026-03-01T00:30:00.000Z' },
      { amount: 800_00, status: 'pending' as const, createdAt: '2026-03-30T08:30:00.000Z' },
      { amount: 900_00, status: 'abandoned' as const, createdAt: '2026-03-30T08:30:00.000Z' },
      // Before the first day: left out.
      { amount: 600_00, status: 'success' as const, createdAt: '2026-02-28T22:30:00.000Z' },
    ];
    // Act
    const overview = overviewOf(figures, now);
    // Assess
    expect(overview.today).toEqual({ volume: 750_00, successCount: 2, failedCount: 1 });
    expect(overview.last7Days).toEqual({ volume: 850_00, successCount: 3, failedCount: 1 });
    expect(overview.last30Days).toEqual({ volume: 1550_00, successCount: 4, failedCount: 2 });
    expect(overview.daily[0]).toEqual({ date: '2026-03-01', volume: 700_00, successCount: 1, failedCount: 0 });
    expect(overview.daily.reduce((sum, day) => sum + day.volume, 0)).toBe(overview.last30Days.volume);
  });
});
