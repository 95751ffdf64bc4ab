import { httpRoute } from '../../lib/http/http-route';
import { authenticateMerchant } from '../merchant/merchant-service';
import { planParams } from './contract';
import { fetchPlan } from './plan-service';

export const handler = httpRoute({
  access: 'merchant-secret-key',
  envelope: 'pay',
  authenticateMerchant,
  params: planParams,
  run: async ({ merchant, params }) => ({ message: 'Plan retrieved', data: await fetchPlan(merchant.merchantId, params.id_or_code) }),
});
