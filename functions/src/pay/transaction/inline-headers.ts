import { connectAccountRefusal, unsupportedParameterCode } from './unsupported-parameters';
import { BadRequestError } from '../../lib/http/errors';

/** The pop-up's `connect_account` parameter, sent as the `x-connect-account` header: refused like in a body (docs/pay.md §16). */
export function refuseConnectAccount(header: string | undefined): void {
  const refusal = connectAccountRefusal(header);
  if (refusal !== undefined) {
    throw new BadRequestError(refusal, [{ path: 'x-connect-account', message: 'not supported' }], { code: unsupportedParameterCode });
  }
}

/** The first language tag of `Accept-Language` (`fr-CA,fr;q=0.9` → `fr-CA`); `*` or nonsense is ignored. */
export function preferredLanguage(header: string | undefined): string | undefined {
  const first = header?.split(',')[0]?.split(';')[0]?.trim();
  return first && /^[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8})?$/.test(first) ? first : undefined;
}
