import { testTransferTiming, transferConfirmerEnv } from './transfer-confirmer';

describe('the local transfer confirmer environment', () => {
  test('It should keep the documented wait outside tests', () => {
    expect(transferConfirmerEnv({ NODE_ENV: 'development', TABLE_NAME: 'pay' })).toEqual({ NODE_ENV: 'development', TABLE_NAME: 'pay' });
  });

  test('It should shorten the wait under a test runner, unless told otherwise', () => {
    expect(transferConfirmerEnv({ NODE_ENV: 'test' })).toMatchObject(testTransferTiming);
    expect(transferConfirmerEnv({ NODE_ENV: 'test', PAY_TEST_TRANSFER_DELAY_MS: '0' }).PAY_TEST_TRANSFER_DELAY_MS).toBe('0');
  });
});
