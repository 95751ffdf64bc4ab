import { mailOutboxEnv, testMailTiming } from './mail-outbox';

const shopOptions = {
  product: 'shop' as const,
  endpoints: { dynamodb: 'http://127.0.0.1:1', s3: 'http://127.0.0.1:2', ses: 'http://127.0.0.1:3', cognito: 'http://127.0.0.1:4' },
  tableName: 'aso-shop',
  imagesBucket: 'images',
  mailFrom: 'no-reply@aso.test',
  userPoolId: 'eu-west-1_Local0001',
  userPoolClientId: 'client',
  otpSecret: 'ab'.repeat(32),
  cursorSecret: 'cd'.repeat(32),
  region: 'eu-west-1',
  credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  shopOrigin: 'http://localhost:3000',
  payOrigin: 'http://localhost:3100',
  payMerchant: { publicKey: 'pk_test_1', secretKey: 'sk_test_1' },
};

describe('the local mail outbox consumer environment', () => {
  test('It should get the table, the sender and local SES, and none of the Shop secrets or pools it does not need', () => {
    const env = mailOutboxEnv({ NODE_ENV: 'development', PATH: '/bin' }, shopOptions);
    expect(env).toMatchObject({ TABLE_NAME: 'aso-shop', MAIL_FROM: 'no-reply@aso.test', AWS_ENDPOINT_URL_SESV2: 'http://127.0.0.1:3', POWERTOOLS_SERVICE_NAME: 'shop' });
    for (const variable of ['USER_POOL_ID', 'OTP_SECRET', 'PAY_SECRET_KEY', 'CURSOR_SECRET', 'IMAGES_BUCKET']) expect(env).not.toHaveProperty(variable);
    expect(env).not.toHaveProperty('SHOP_MAIL_POLL_MS');
  });

  test('It should poll faster under a test runner, unless told otherwise', () => {
    expect(mailOutboxEnv({ NODE_ENV: 'test' }, shopOptions)).toMatchObject(testMailTiming);
    expect(mailOutboxEnv({ NODE_ENV: 'test', SHOP_MAIL_POLL_MS: '50' }, shopOptions).SHOP_MAIL_POLL_MS).toBe('50');
  });
});
