import { sortNotifications, timeAgo } from './time-ago';

describe('timeAgo', () => {
  const now = Date.parse('2026-05-01T12:00:00Z');
  const ago = (seconds: number) => timeAgo(new Date(now - seconds * 1000).toISOString(), now);

  test('It should say seconds under a minute, minutes under an hour, hours under a day, then days', () => {
    expect(ago(0)).toBe('0 sec ago');
    expect(ago(59)).toBe('59 sec ago');
    expect(ago(60)).toBe('1 min ago');
    expect(ago(59 * 60 + 59)).toBe('59 min ago');
    expect(ago(3600)).toBe('1 hr ago');
    expect(ago(23 * 3600 + 3599)).toBe('23 hr ago');
    expect(ago(24 * 3600)).toBe('1 day ago');
    expect(ago(3 * 24 * 3600)).toBe('3 days ago');
  });
});

describe('sortNotifications', () => {
  test('It should put unread first, each group newest first', () => {
    const items = [
      { id: 'a', read: true, created_at: '2026-05-03T00:00:00Z' },
      { id: 'b', read: false, created_at: '2026-05-01T00:00:00Z' },
      { id: 'c', read: false, created_at: '2026-05-02T00:00:00Z' },
      { id: 'd', read: true, created_at: '2026-05-04T00:00:00Z' },
    ];
    expect(sortNotifications(items).map((item) => item.id)).toEqual(['c', 'b', 'd', 'a']);
  });
});
