import { httpRoute } from '../../lib/http/http-route';
import { authenticateMerchant } from '../merchant/merchant-service';
import { checkAuthorization } from './authorization-check-service';
import { checkAuthorizationBody } from './contract';

export const handler = httpRoute({
  access: 'merchant-secret-key',
  envelope: 'pay',
  authenticateMerchant,
  body: checkAuthorizationBody,
  run: async ({ merchant, body }) => ({ message: 'Authorization is valid for this amount', data: await checkAuthorization(merchant.merchantId, body) }),
});
