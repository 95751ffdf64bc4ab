import { NotFoundError } from '../../lib/http/errors';
import { httpRoute } from '../../lib/http/http-route';
import { routeNotFound } from '../../lib/http/pay-error';

/**
 * What answers a method and path no Pay route has (API Gateway's `$default` route; the local gateway the same):
 * a 404 in Pay's error envelope, `code: route_not_found`, as a merchant's Paystack library can read it.
 */
export const handler = httpRoute({
  access: 'public',
  envelope: 'pay',
  run: () => Promise.reject(new NotFoundError(routeNotFound.message, routeNotFound.detail)),
});
