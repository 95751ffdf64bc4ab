import { formatDate, formatDateTime, formatTime } from './dates';

describe('dates', () => {
  test('It should show a date as day, short month and year', () => {
    expect(formatDate('2026-11-24T10:00:00.000Z')).toBe('24 Nov 2026');
    expect(formatDate(new Date('2026-09-03T12:00:00.000Z'))).toBe('3 Sep 2026');
  });

  test("It should use the shop's time (Lagos, UTC+1), so a late evening in UTC is already the next day", () => {
    expect(formatDate('2026-11-24T23:30:00.000Z')).toBe('25 Nov 2026');
    expect(formatDateTime('2026-11-24T23:30:00.000Z')).toBe('25 Nov 2026, 00:30');
    expect(formatTime(Date.parse('2026-01-01T13:05:00.000Z'))).toBe('14:05');
  });

  test('It should show nothing for a value that is not a date', () => {
    expect(formatDate('not a date')).toBe('');
    expect(formatDateTime('')).toBe('');
  });
});
