import { refundProcessorEnv, testRefundTiming } from './refund-processor';

describe('the local refund processor environment', () => {
  test('It should keep the one-second poll outside tests', () => {
    expect(refundProcessorEnv({ NODE_ENV: 'development', TABLE_NAME: 'pay' })).toEqual({ NODE_ENV: 'development', TABLE_NAME: 'pay' });
  });

  test('It should poll faster under a test runner, unless told otherwise', () => {
    expect(refundProcessorEnv({ NODE_ENV: 'test' })).toMatchObject(testRefundTiming);
    expect(refundProcessorEnv({ NODE_ENV: 'test', PAY_REFUND_POLL_MS: '50' }).PAY_REFUND_POLL_MS).toBe('50');
  });
});
