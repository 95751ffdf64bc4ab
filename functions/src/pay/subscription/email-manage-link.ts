import { httpRoute } from '../../lib/http/http-route';
import { authenticateMerchant } from '../merchant/merchant-service';
import { subscriptionCodeParams } from './contract';
import { emailManageLink } from './manage-link-service';

export const handler = httpRoute({
  access: 'merchant-secret-key',
  envelope: 'pay',
  authenticateMerchant,
  params: subscriptionCodeParams,
  run: async ({ merchant, params }) => {
    await emailManageLink(merchant.merchantId, params.code);
    return { message: 'Email successfully sent' };
  },
});
