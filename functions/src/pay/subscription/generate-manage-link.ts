import { httpRoute } from '../../lib/http/http-route';
import { authenticateMerchant } from '../merchant/merchant-service';
import { subscriptionCodeParams } from './contract';
import { generateManageLink } from './manage-link-service';

export const handler = httpRoute({
  access: 'merchant-secret-key',
  envelope: 'pay',
  authenticateMerchant,
  params: subscriptionCodeParams,
  run: async ({ merchant, params }) => ({ message: 'Link generated', data: { link: await generateManageLink(merchant.merchantId, params.code) } }),
});
