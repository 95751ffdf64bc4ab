import { stackSecret } from './stack-secret';

describe('stackSecret', () => {
  afterEach(() => {
    delete process.env.STACK_SECRET_TEST;
    delete process.env.STACK_SECRET_TEST_ARN;
    delete process.env.STACK_SECRET_MISSING;
  });

  test('It should read the local value when first used, not at import', async () => {
    process.env.STACK_SECRET_TEST = 'local-value';
    await expect(stackSecret('STACK_SECRET_TEST')).resolves.toBe('local-value');
  });

  test('It should name both variables when neither is set, and try again on the next call', async () => {
    await expect(stackSecret('STACK_SECRET_MISSING')).rejects.toThrow('Missing STACK_SECRET_MISSING or STACK_SECRET_MISSING_ARN');
    process.env.STACK_SECRET_MISSING = 'set-later';
    await expect(stackSecret('STACK_SECRET_MISSING')).resolves.toBe('set-later');
  });
});
