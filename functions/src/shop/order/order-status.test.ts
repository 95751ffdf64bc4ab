import { parseOrThrow } from '../../lib/http/validation';
import { updateOrderStatusBody } from './contract';
import { pendingDelta } from './order-status';

describe('pendingDelta', () => {
  test('It should count an order leaving pending out and one coming back in', () => {
    expect(pendingDelta('pending', 'processing')).toBe(-1);
    expect(pendingDelta('pending', 'completed')).toBe(-1);
    expect(pendingDelta('completed', 'pending')).toBe(1);
    expect(pendingDelta('processing', 'pending')).toBe(1);
  });

  test('It should not count moves between the other statuses, or no move', () => {
    expect(pendingDelta('processing', 'completed')).toBe(0);
    expect(pendingDelta('pending', 'pending')).toBe(0);
  });
});

describe('the status change body', () => {
  test("It should answer SPEC's 'select status', whole, when no known status is chosen", () => {
    expect(() => parseOrThrow(updateOrderStatusBody, { orderID: 'ABCDEFGHJK' }, 'body')).toThrow(/^select status$/);
    expect(() => parseOrThrow(updateOrderStatusBody, { orderID: 'ABCDEFGHJK', status: '' }, 'body')).toThrow(/^select status$/);
    expect(parseOrThrow(updateOrderStatusBody, { orderID: 'ABCDEFGHJK', status: 'completed' }, 'body')).toEqual({ orderID: 'ABCDEFGHJK', status: 'completed' });
  });
});
