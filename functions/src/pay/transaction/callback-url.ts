import { BadRequestError } from '../../lib/http/errors';
import type { MerchantItem } from '../db/merchant';

const loopbackHosts = new Set(['localhost', '127.0.0.1', '[::1]']);

/** Test keys (`pk_test_…`) mark a merchant in test mode, where a developer's own machine may be the callback. */
function inTestMode(merchant: Pick<MerchantItem, 'publicKey'>): boolean {
  return merchant.publicKey.startsWith('pk_test_');
}

function refuse(message: string): BadRequestError {
  return new BadRequestError(message, [{ path: 'callback_url', message }]);
}

/**
 * Pay sends the customer's browser to `callback_url` after paying, so it must not be a way to send them
 * anywhere a stranger likes: https only (http only to this machine, in test mode), and inside the merchant's
 * allowed domains when it has any.
 */
export function assertCallbackUrl(merchant: Pick<MerchantItem, 'publicKey' | 'domains'>, callbackUrl: string): void {
  let url: URL;
  try {
    url = new URL(callbackUrl);
  } catch {
    throw refuse('callback_url must be an https URL');
  }
  const localHttp = url.protocol === 'http:' && inTestMode(merchant) && loopbackHosts.has(url.hostname);
  if (url.protocol !== 'https:' && !localHttp) {
    throw refuse('callback_url must be an https URL (http only for localhost, in test mode)');
  }
  if (merchant.domains.length > 0 && !merchant.domains.includes(url.origin)) {
    throw refuse(`callback_url must be on one of the merchant's allowed domains: ${merchant.domains.join(', ')}`);
  }
}
