import { httpRoute } from '../../lib/http/http-route';
import { authenticateMerchant } from '../merchant/merchant-service';
import { createPlanBody } from './contract';
import { createPlan } from './plan-service';

export const handler = httpRoute({
  access: 'merchant-secret-key',
  envelope: 'pay',
  authenticateMerchant,
  body: createPlanBody,
  run: async ({ merchant, body }) => ({ message: 'Plan created', data: await createPlan(merchant, body) }),
});
