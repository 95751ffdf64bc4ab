import { httpRoute } from '../../lib/http/http-route';
import { authenticateMerchant } from '../merchant/merchant-service';
import { listPlansQuery } from './contract';
import { listPlans } from './plan-service';

export const handler = httpRoute({
  access: 'merchant-secret-key',
  envelope: 'pay',
  authenticateMerchant,
  query: listPlansQuery,
  run: async ({ merchant, query }) => {
    const page = await listPlans(merchant.merchantId, query);
    return { message: 'Plans retrieved', data: page.data, meta: page.meta };
  },
});
