import { httpRoute } from '../../lib/http/http-route';
import { authenticateMerchant } from '../merchant/merchant-service';
import { listSubscriptionsQuery } from './contract';
import { listSubscriptions } from './subscription-list-service';

export const handler = httpRoute({
  access: 'merchant-secret-key',
  envelope: 'pay',
  authenticateMerchant,
  query: listSubscriptionsQuery,
  run: async ({ merchant, query }) => {
    const page = await listSubscriptions(merchant.merchantId, query);
    return { message: 'Subscriptions retrieved', data: page.data, meta: page.meta };
  },
});
