import { BadRequestError } from '../../lib/http/errors';
import type { MerchantItem } from '../db/merchant';
import type { ProcessorMode } from '../processor/processor-mode';

const loopbackHosts = new Set(['localhost', '127.0.0.1', '[::1]']);

function refuse(message: string): BadRequestError {
  return new BadRequestError(message, [{ path: 'callback_url', message }]);
}

/**
 * Pay sends the customer's browser to `callback_url` after paying, so it must not be a way to send them
 * anywhere a stranger likes: https only (http only to this machine, in test mode), and inside the merchant's
 * allowed domains when it has any. `mode` is the call's (its key's): in test mode a developer's own machine may be
 * the callback.
 */
export function assertCallbackUrl(merchant: Pick<MerchantItem, 'domains'>, mode: ProcessorMode, callbackUrl: string): void {
  let url: URL;
  try {
    url = new URL(callbackUrl);
  } catch {
    throw refuse('callback_url must be an https URL');
  }
  const localHttp = url.protocol === 'http:' && mode === 'test' && loopbackHosts.has(url.hostname);
  if (url.protocol !== 'https:' && !localHttp) {
    throw refuse('callback_url must be an https URL (http only for localhost, in test mode)');
  }
  if (merchant.domains.length > 0 && !merchant.domains.includes(url.origin)) {
    throw refuse(`callback_url must be on one of the merchant's allowed domains: ${merchant.domains.join(', ')}`);
  }
}
