import { httpRoute } from '../../lib/http/http-route';
import { chargeApplePay } from './apple-pay-service';
import { walletChargeBody } from './contract';

/** Test mode only: a test charge of the Apple Pay payment (see `apple-pay-service.ts`). */
export const handler = httpRoute({
  access: 'public',
  envelope: 'pay',
  bodyEncoding: 'form',
  body: walletChargeBody,
  run: async ({ body }) => ({ message: 'Charge successful (test mode)', data: await chargeApplePay(body) }),
});
