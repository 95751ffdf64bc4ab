import { queuedItemProcessorsEnv, testRefundTiming } from './queued-item-processors';

describe('the local refund and payout processors environment', () => {
  test('It should keep the one-second poll outside tests', () => {
    expect(queuedItemProcessorsEnv({ NODE_ENV: 'development', TABLE_NAME: 'pay' })).toEqual({ NODE_ENV: 'development', TABLE_NAME: 'pay' });
  });

  test('It should poll faster under a test runner, unless told otherwise', () => {
    expect(queuedItemProcessorsEnv({ NODE_ENV: 'test' })).toMatchObject(testRefundTiming);
    expect(queuedItemProcessorsEnv({ NODE_ENV: 'test', PAY_REFUND_POLL_MS: '50' }).PAY_REFUND_POLL_MS).toBe('50');
  });
});
