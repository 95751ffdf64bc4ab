import { renewalSweepEnv, testRenewalTiming } from './renewal-sweep';

describe('the local renewal sweep environment', () => {
  test('It should keep the one-minute poll (the AWS rule\'s rate) outside tests', () => {
    expect(renewalSweepEnv({ NODE_ENV: 'development', TABLE_NAME: 'pay' })).toEqual({ NODE_ENV: 'development', TABLE_NAME: 'pay' });
  });

  test('It should poll faster under a test runner, unless told otherwise', () => {
    expect(renewalSweepEnv({ NODE_ENV: 'test' })).toMatchObject(testRenewalTiming);
    expect(renewalSweepEnv({ NODE_ENV: 'test', PAY_RENEWAL_POLL_MS: '50' }).PAY_RENEWAL_POLL_MS).toBe('50');
  });
});
