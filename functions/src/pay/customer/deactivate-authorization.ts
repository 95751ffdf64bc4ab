import { httpRoute } from '../../lib/http/http-route';
import { authenticateMerchant } from '../merchant/merchant-service';
import { deactivateAuthorizationBody } from './contract';
import { deactivateAuthorization } from './authorization-deactivation-service';

export const handler = httpRoute({
  access: 'merchant-secret-key',
  envelope: 'pay',
  authenticateMerchant,
  body: deactivateAuthorizationBody,
  run: async ({ merchant, body }) => {
    await deactivateAuthorization(merchant.merchantId, body.authorization_code);
    return { message: 'Authorization has been deactivated' };
  },
});
