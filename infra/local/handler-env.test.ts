import { handlerEnv, localNeedValues, routeEnv, runtimeEnv } from './handler-env';

const options = {
  product: 'shop' as const,
  endpoints: { dynamodb: 'http://127.0.0.1:1', s3: 'http://127.0.0.1:2', ses: 'http://127.0.0.1:3', cognito: 'http://127.0.0.1:4' },
  tableName: 'aso-shop',
  imagesBucket: 'images',
  mailFrom: 'no-reply@aso.test',
  userPoolId: 'eu-west-1_Local0001',
  userPoolClientId: 'client',
  otpSecret: 'ab'.repeat(32),
  region: 'eu-west-1',
  credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  shopOrigin: 'http://localhost:3000',
  payOrigin: 'http://localhost:3100',
};

describe('handlerEnv', () => {
  test('It should point every AWS client at the emulators with the variables handlers read in AWS', () => {
    const env = handlerEnv({ PATH: '/bin' }, options);

    expect(env).toMatchObject({
      PATH: '/bin',
      TABLE_NAME: 'aso-shop',
      IMAGES_BUCKET: 'images',
      MAIL_FROM: 'no-reply@aso.test',
      USER_POOL_ID: 'eu-west-1_Local0001',
      USER_POOL_CLIENT_ID: 'client',
      OTP_SECRET: 'ab'.repeat(32),
      AWS_REGION: 'eu-west-1',
      AWS_ENDPOINT_URL_DYNAMODB: 'http://127.0.0.1:1',
      AWS_ENDPOINT_URL_S3: 'http://127.0.0.1:2',
      AWS_ENDPOINT_URL_SESV2: 'http://127.0.0.1:3',
      AWS_ENDPOINT_URL_COGNITO_IDENTITY_PROVIDER: 'http://127.0.0.1:4',
    });
  });

  test('It should drop the developer’s own AWS credentials and profile', () => {
    const env = handlerEnv({ AWS_PROFILE: 'prod', AWS_SESSION_TOKEN: 'real', AWS_ACCESS_KEY_ID: 'AKIAREAL' }, options);

    expect(env.AWS_PROFILE).toBeUndefined();
    expect(env.AWS_SESSION_TOKEN).toBeUndefined();
    expect(env.AWS_ACCESS_KEY_ID).toBe('S3RVER');
  });

  test('It should keep the fault-injection switch (the gateway’s own setting) from the handlers', () => {
    expect(handlerEnv({ LOCAL_FAULT_INJECTION: '1', PATH: '/bin' }, options).LOCAL_FAULT_INJECTION).toBeUndefined();
  });

  test('It should give each product its own table', () => {
    expect(handlerEnv({}, { ...options, product: 'pay', tableName: 'aso-pay' }).TABLE_NAME).toBe('aso-pay');
  });

  test('It should give a route only the variables of its needs, secrets as local values', () => {
    const values = localNeedValues({ ...options, payMerchant: { publicKey: 'pk_test_x', secretKey: 'sk_test_x' } });
    expect(routeEnv('GET /user/me', ['table:read', 'users:read'], values)).toEqual({
      TABLE_NAME: 'aso-shop',
      USER_POOL_ID: 'eu-west-1_Local0001',
      USER_POOL_CLIENT_ID: 'client',
    });
    expect(routeEnv('POST /auth/login', ['secret:otp', 'secret:pay'], values)).toEqual({ OTP_SECRET: 'ab'.repeat(32), PAY_SECRET_KEY: 'sk_test_x' });
    expect(() => routeEnv('POST /x', ['secret:pay-master'], values)).toThrow('POST /x needs secret:pay-master');
  });

  test("It should give each product's handlers its stack's own origins: the Shop both, Pay only its own", () => {
    expect(runtimeEnv({}, options)).toMatchObject({ SHOP_ORIGIN: options.shopOrigin, PAY_ORIGIN: options.payOrigin });
    const pay = runtimeEnv({}, { ...options, product: 'pay' });
    expect(pay.PAY_ORIGIN).toBe(options.payOrigin);
    expect(pay.SHOP_ORIGIN).toBeUndefined();
  });

  test('It should keep every need variable out of what all handlers share', () => {
    const env = runtimeEnv({ PATH: '/bin', MAIL_FROM: 'leak@aso.test', TABLE_NAME: 'leak' }, options);
    for (const name of ['TABLE_NAME', 'IMAGES_BUCKET', 'MAIL_FROM', 'USER_POOL_ID', 'USER_POOL_CLIENT_ID', 'OTP_SECRET', 'PAY_SECRET_KEY', 'PAY_MASTER_KEY']) {
      expect(env[name]).toBeUndefined();
    }
    expect(env).toMatchObject({ PATH: '/bin', POWERTOOLS_SERVICE_NAME: 'shop', AWS_REGION: 'eu-west-1' });
  });
});
