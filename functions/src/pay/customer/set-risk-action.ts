import { httpRoute } from '../../lib/http/http-route';
import { authenticateMerchant } from '../merchant/merchant-service';
import { setRiskActionBody } from './contract';
import { setRiskAction } from './customer-service';

export const handler = httpRoute({
  access: 'merchant-secret-key',
  envelope: 'pay',
  authenticateMerchant,
  body: setRiskActionBody,
  run: async ({ merchant, body }) => ({ message: 'Customer updated', data: await setRiskAction(merchant.merchantId, body) }),
});
