import { runInRouteEnv } from './route-env';

describe('runInRouteEnv', () => {
  const before = process.env;
  afterAll(() => {
    process.env = before;
  });

  test("It should show an invocation its own route's variables and no other route's, even when they overlap in time", async () => {
    delete process.env.MAIL_FROM;
    delete process.env.USER_POOL_ID;
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const mailRoute = runInRouteEnv({ MAIL_FROM: 'no-reply@aso.test' }, async () => {
      await gate;
      return { mail: process.env.MAIL_FROM, pool: process.env.USER_POOL_ID, keys: Object.keys(process.env).includes('MAIL_FROM') };
    });
    const poolRoute = runInRouteEnv({ USER_POOL_ID: 'eu-west-1_Local0001' }, async () => {
      release();
      await Promise.resolve();
      return { mail: process.env.MAIL_FROM, pool: process.env.USER_POOL_ID, has: 'MAIL_FROM' in process.env };
    });
    await expect(mailRoute).resolves.toEqual({ mail: 'no-reply@aso.test', pool: undefined, keys: true });
    await expect(poolRoute).resolves.toEqual({ mail: undefined, pool: 'eu-west-1_Local0001', has: false });
    expect(process.env.MAIL_FROM).toBeUndefined();
    expect(process.env.USER_POOL_ID).toBeUndefined();
  });

  test('It should keep the process variables every handler shares', async () => {
    process.env.AWS_REGION = 'eu-west-1';
    await expect(runInRouteEnv({ TABLE_NAME: 'aso-shop' }, async () => [process.env.AWS_REGION, process.env.TABLE_NAME])).resolves.toEqual(['eu-west-1', 'aso-shop']);
  });
});
