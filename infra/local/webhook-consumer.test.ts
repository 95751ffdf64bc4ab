import { testWebhookSchedule, webhookConsumerEnv } from './webhook-consumer';

describe('the local webhook consumer environment', () => {
  test('It should keep the real schedule outside tests', () => {
    expect(webhookConsumerEnv({ NODE_ENV: 'development', TABLE_NAME: 'pay' })).toEqual({ NODE_ENV: 'development', TABLE_NAME: 'pay' });
  });

  test('It should shrink the schedule under a test runner, unless told otherwise', () => {
    expect(webhookConsumerEnv({ NODE_ENV: 'test' })).toMatchObject(testWebhookSchedule);
    expect(webhookConsumerEnv({ NODE_ENV: 'test', PAY_WEBHOOK_RETRY_DELAYS: '1s' }).PAY_WEBHOOK_RETRY_DELAYS).toBe('1s');
  });
});
