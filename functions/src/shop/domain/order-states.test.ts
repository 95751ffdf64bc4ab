import { parseOrThrow } from '../../lib/http/validation';
import { updateOrderStatusBody } from '../order/contract';
import { waitingDelta, waitsForWork, wasPaid } from './order-states';

describe('the pending-work count', () => {
  test('It should count a paid order waiting for work in, and out once work starts, it is cancelled or refunded in full', () => {
    expect(waitingDelta({ status: 'pending', payment: 'unpaid' }, { status: 'pending', payment: 'paid' })).toBe(1);
    expect(waitingDelta({ status: 'pending', payment: 'paid' }, { status: 'processing', payment: 'paid' })).toBe(-1);
    expect(waitingDelta({ status: 'pending', payment: 'partially_refunded' }, { status: 'cancelled', payment: 'partially_refunded' })).toBe(-1);
    expect(waitingDelta({ status: 'pending', payment: 'partially_refunded' }, { status: 'pending', payment: 'refunded' })).toBe(-1);
    expect(waitingDelta({ status: 'completed', payment: 'paid' }, { status: 'pending', payment: 'paid' })).toBe(1);
  });

  test('It should not count unpaid orders moving, or a partial refund of a waiting order', () => {
    expect(waitingDelta({ status: 'pending', payment: 'unpaid' }, { status: 'processing', payment: 'unpaid' })).toBe(0);
    expect(waitingDelta({ status: 'pending', payment: 'failed' }, { status: 'cancelled', payment: 'failed' })).toBe(0);
    expect(waitingDelta({ status: 'pending', payment: 'paid' }, { status: 'pending', payment: 'partially_refunded' })).toBe(0);
    expect(waitsForWork({ status: 'processing', payment: 'paid' })).toBe(false);
  });

  test('It should take every refunded state as paid once', () => {
    expect(['unpaid', 'failed', 'paid', 'partially_refunded', 'refunded'].map((payment) => wasPaid(payment as 'paid'))).toEqual([false, false, true, true, true]);
  });
});

describe('the status change body', () => {
  test("It should answer SPEC's 'select status', whole, when no known status is chosen", () => {
    expect(() => parseOrThrow(updateOrderStatusBody, { orderID: 'ABCDEFGHJK' }, 'body')).toThrow(/^select status$/);
    expect(() => parseOrThrow(updateOrderStatusBody, { orderID: 'ABCDEFGHJK', status: '' }, 'body')).toThrow(/^select status$/);
    expect(parseOrThrow(updateOrderStatusBody, { orderID: 'ABCDEFGHJK', status: 'completed' }, 'body')).toEqual({ orderID: 'ABCDEFGHJK', status: 'completed', confirmUnpaid: false });
    expect(parseOrThrow(updateOrderStatusBody, { orderID: 'ABCDEFGHJK', status: 'processing', confirmUnpaid: true }, 'body')).toMatchObject({ confirmUnpaid: true });
  });
});
