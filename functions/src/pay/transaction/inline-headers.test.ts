import { BadRequestError } from '../../lib/http/errors';
import { preferredLanguage, refuseConnectAccount } from './inline-headers';

describe('the pop-up\'s request headers', () => {
  test('It should take the first language of Accept-Language and ignore wildcards or nonsense', () => {
    expect(preferredLanguage('fr-CA,fr;q=0.9,en;q=0.8')).toBe('fr-CA');
    expect(preferredLanguage('en')).toBe('en');
    expect(preferredLanguage('*')).toBeUndefined();
    expect(preferredLanguage('<script>')).toBeUndefined();
    expect(preferredLanguage(undefined)).toBeUndefined();
  });

  test('It should refuse any x-connect-account (connect_account is not supported by Pay) and let an empty one pass', () => {
    expect(() => refuseConnectAccount(' ACCT_123 ')).toThrow(new BadRequestError('connect_account is not supported by Pay: Pay has no connected accounts; use subaccount or split_code to share a payment'));
    expect(() => refuseConnectAccount('')).not.toThrow();
    expect(() => refuseConnectAccount(undefined)).not.toThrow();
  });
});
