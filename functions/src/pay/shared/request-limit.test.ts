import { windowStartOf } from './request-limit';

describe('request windows', () => {
  test('It should put every moment of an hour in the same window and the next hour in the next one', () => {
    const hour = { windowMs: 3_600_000 };
    const start = Date.UTC(2026, 10, 25, 18, 0, 0);
    expect(windowStartOf(hour, start)).toBe(start);
    expect(windowStartOf(hour, start + 3_599_999)).toBe(start);
    expect(windowStartOf(hour, start + 3_600_000)).toBe(start + 3_600_000);
  });
});
