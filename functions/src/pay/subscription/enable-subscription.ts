import { httpRoute } from '../../lib/http/http-route';
import { authenticateMerchant } from '../merchant/merchant-service';
import { toggleSubscriptionBody } from './contract';
import { enableSubscription } from './subscription-service';

export const handler = httpRoute({
  access: 'merchant-secret-key',
  envelope: 'pay',
  authenticateMerchant,
  body: toggleSubscriptionBody,
  run: async ({ merchant, body }) => {
    await enableSubscription(merchant.merchantId, body);
    return { message: 'Subscription enabled successfully' };
  },
});
