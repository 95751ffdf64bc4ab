import { httpRoute } from '../../lib/http/http-route';
import { authenticateMerchant } from '../merchant/merchant-service';
import { createSubscriptionBody } from './contract';
import { createSubscription } from './subscription-service';

export const handler = httpRoute({
  access: 'merchant-secret-key',
  envelope: 'pay',
  authenticateMerchant,
  body: createSubscriptionBody,
  run: async ({ merchant, body }) => ({ message: 'Subscription successfully created', data: await createSubscription(merchant.merchantId, body) }),
});
