import { httpRoute } from '../../lib/http/http-route';
import { validateApplePaySession } from './apple-pay-service';
import { validateSessionBody } from './contract';

/** Test mode only: answers a test merchant session (see `apple-pay-service.ts`). */
export const handler = httpRoute({
  access: 'public',
  envelope: 'pay',
  bodyEncoding: 'form',
  body: validateSessionBody,
  run: async ({ body }) => ({ message: 'Merchant session created (test mode)', data: await validateApplePaySession(body) }),
});
