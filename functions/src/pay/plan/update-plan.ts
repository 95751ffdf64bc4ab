import { httpRoute } from '../../lib/http/http-route';
import { authenticateMerchant } from '../merchant/merchant-service';
import { planParams, updatePlanBody } from './contract';
import { updatePlan } from './plan-service';

export const handler = httpRoute({
  access: 'merchant-secret-key',
  envelope: 'pay',
  authenticateMerchant,
  params: planParams,
  body: updatePlanBody,
  run: async ({ merchant, params, body }) => {
    const affected = await updatePlan(merchant.merchantId, params.id_or_code, body);
    return { message: `Plan updated. ${affected} subscription(s) affected` };
  },
});
