import { keysBody } from './keys-contract';

describe('the keys routes body', () => {
  test('It should take the test pair when no mode is given (as before live pairs), either mode when named, and nothing else', () => {
    expect(keysBody.parse({ password: 'Secret-Pass-1' })).toEqual({ password: 'Secret-Pass-1', mode: 'test' });
    expect(keysBody.parse({ password: 'Secret-Pass-1', mode: 'live' }).mode).toBe('live');
    const refused = keysBody.safeParse({ password: 'Secret-Pass-1', mode: 'prod' });
    expect(refused.success ? [] : refused.error.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([['mode', "mode must be 'test' or 'live'"]]);
  });
});
