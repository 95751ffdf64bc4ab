import { BadRequestError } from '../../lib/http/errors';
import { connectAccountOf, preferredLanguage } from './inline-headers';

describe('the pop-up\'s request headers', () => {
  test('It should take the first language of Accept-Language and ignore wildcards or nonsense', () => {
    expect(preferredLanguage('fr-CA,fr;q=0.9,en;q=0.8')).toBe('fr-CA');
    expect(preferredLanguage('en')).toBe('en');
    expect(preferredLanguage('*')).toBeUndefined();
    expect(preferredLanguage('<script>')).toBeUndefined();
    expect(preferredLanguage(undefined)).toBeUndefined();
  });

  test('It should accept an account code in x-connect-account and refuse anything else', () => {
    expect(connectAccountOf(' ACCT_123 ')).toBe('ACCT_123');
    expect(connectAccountOf('')).toBeUndefined();
    expect(() => connectAccountOf('ACCT 1; drop')).toThrow(BadRequestError);
  });
});
