import { httpRoute } from '../../lib/http/http-route';
import { authenticateMerchant } from '../merchant/merchant-service';
import { chargeAuthorization } from './authorization-charge-service';
import { chargeAuthorizationBody } from './contract';
import { idempotent } from './idempotency-service';

export const handler = httpRoute({
  access: 'merchant-secret-key',
  envelope: 'pay',
  authenticateMerchant,
  body: chargeAuthorizationBody,
  run: async ({ merchant, body, headers, rawBody }) =>
    idempotent(merchant.merchantId, 'charge_authorization', headers, rawBody, async () => ({
      message: 'Charge attempted',
      data: await chargeAuthorization(merchant, merchant.mode, body),
    })),
});
