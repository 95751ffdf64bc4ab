import { settledValue } from './settled';

describe('settledValue', () => {
  test('It should answer a fulfilled value and throw a rejection as it was', async () => {
    const failure = new Error('no');
    const [ok, failed] = await Promise.allSettled([Promise.resolve(3), Promise.reject(failure)]);
    expect(settledValue(ok as PromiseSettledResult<number>)).toBe(3);
    expect(() => settledValue(failed as PromiseSettledResult<number>)).toThrow(failure);
  });
});
