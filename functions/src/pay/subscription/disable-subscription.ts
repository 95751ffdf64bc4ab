import { httpRoute } from '../../lib/http/http-route';
import { authenticateMerchant } from '../merchant/merchant-service';
import { toggleSubscriptionBody } from './contract';
import { disableSubscription } from './subscription-service';

export const handler = httpRoute({
  access: 'merchant-secret-key',
  envelope: 'pay',
  authenticateMerchant,
  body: toggleSubscriptionBody,
  run: async ({ merchant, body }) => {
    await disableSubscription(merchant.merchantId, body);
    return { message: 'Subscription disabled successfully' };
  },
});
