import { BadRequestError } from '../../lib/http/errors';

/** The pop-up's `connect_account` parameter, sent as the `x-connect-account` header. */
export function connectAccountOf(header: string | undefined): string | undefined {
  const value = header?.trim();
  if (!value) return undefined;
  if (!/^[A-Za-z0-9_-]{1,64}$/.test(value)) {
    throw new BadRequestError('x-connect-account must be an account code (letters, digits, - and _)', [{ path: 'x-connect-account', message: 'not valid' }]);
  }
  return value;
}

/** The first language tag of `Accept-Language` (`fr-CA,fr;q=0.9` → `fr-CA`); `*` or nonsense is ignored. */
export function preferredLanguage(header: string | undefined): string | undefined {
  const first = header?.split(',')[0]?.split(';')[0]?.trim();
  return first && /^[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8})?$/.test(first) ? first : undefined;
}
