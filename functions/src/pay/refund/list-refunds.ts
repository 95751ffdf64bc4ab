import { httpRoute } from '../../lib/http/http-route';
import { authenticateMerchant } from '../merchant/merchant-service';
import { listRefundsQuery } from './contract';
import { listRefunds } from './refund-read-service';

export const handler = httpRoute({
  access: 'merchant-secret-key',
  envelope: 'pay',
  authenticateMerchant,
  query: listRefundsQuery,
  run: async ({ merchant, query }) => {
    const page = await listRefunds(merchant.merchantId, query);
    return { message: 'Refunds retrieved', data: page.data, meta: page.meta };
  },
});
