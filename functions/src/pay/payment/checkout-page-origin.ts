import { ForbiddenError } from '../../lib/http/errors';

/**
 * Card details reach Pay only from Pay's own checkout page. Browsers say where a request comes from in
 * `Sec-Fetch-Site` (which a page cannot forge): anything but `same-origin` is a merchant page, or any
 * other site, posting card data straight to Pay, and is refused. Callers that are not browsers send no
 * such header; they never see a customer's card.
 */
export function assertFromCheckoutPage(headers: Record<string, string | undefined>): void {
  const site = headers['sec-fetch-site']?.trim().toLowerCase();
  if (site !== undefined && site !== '' && site !== 'same-origin') {
    throw new ForbiddenError('Card details are accepted only from Pay\'s checkout page');
  }
}
