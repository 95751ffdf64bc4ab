import { httpRoute } from '../../lib/http/http-route';
import { authenticateMerchant } from '../merchant/merchant-service';
import { listSplitsQuery } from './contract';
import { listSplits } from './split-read-service';

export const handler = httpRoute({
  access: 'merchant-secret-key',
  envelope: 'pay',
  authenticateMerchant,
  query: listSplitsQuery,
  run: async ({ merchant, query }) => {
    const page = await listSplits(merchant.merchantId, query);
    return { message: 'Split retrieved', data: page.data, meta: page.meta };
  },
});
