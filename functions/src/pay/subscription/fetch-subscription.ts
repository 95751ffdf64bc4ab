import { httpRoute } from '../../lib/http/http-route';
import { authenticateMerchant } from '../merchant/merchant-service';
import { subscriptionParams } from './contract';
import { fetchSubscription } from './subscription-lookup';

export const handler = httpRoute({
  access: 'merchant-secret-key',
  envelope: 'pay',
  authenticateMerchant,
  params: subscriptionParams,
  run: async ({ merchant, params }) => ({ message: 'Subscription retrieved', data: await fetchSubscription(merchant.merchantId, params.id_or_code) }),
});
