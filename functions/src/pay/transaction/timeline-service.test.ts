import { cardExpired } from './authorization-check-service';
import { timelineOf } from './checkout-log';

describe('Pay transaction timeline and card checks', () => {
  test('It should answer the checkout log in the timeline shape, defaulting what the log lacks', () => {
    const log = { start_time: 1, time_spent: 4, attempts: 2, errors: 1, success: false, mobile: true, input: ['x'], history: [{ type: 'error', message: 'Declined', time: 3 }] };
    expect(timelineOf(JSON.stringify(log), true)).toEqual(log);
    expect(timelineOf(undefined, true)).toEqual({ start_time: null, time_spent: 0, attempts: 0, errors: 0, success: true, mobile: false, input: [], history: [] });
    expect(timelineOf('not json', false).success).toBe(false);
    expect(timelineOf(JSON.stringify({ history: [null, 'x', { message: 'Opened' }] }), false).history).toEqual([{ type: 'action', message: 'Opened', time: 0 }]);
  });

  test('It should treat a card as good through the end of its expiry month', () => {
    const now = new Date('2026-11-25T12:00:00Z');
    expect(cardExpired('11', '2026', now)).toBe(false);
    expect(cardExpired('10', '2026', now)).toBe(true);
    expect(cardExpired('01', '27', now)).toBe(false);
    expect(cardExpired('12', '2025', now)).toBe(true);
    expect(cardExpired('13', '2030', now)).toBe(true);
  });
});
