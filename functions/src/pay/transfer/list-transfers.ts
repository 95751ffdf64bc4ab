import { httpRoute } from '../../lib/http/http-route';
import { authenticateMerchant } from '../merchant/merchant-service';
import { listTransfersQuery } from './contract';
import { listTransfers } from './transfer-read-service';

export const handler = httpRoute({
  access: 'merchant-secret-key',
  envelope: 'pay',
  authenticateMerchant,
  query: listTransfersQuery,
  run: async ({ merchant, query }) => {
    const page = await listTransfers(merchant.merchantId, query);
    return { message: 'Transfers retrieved', data: page.data, meta: page.meta };
  },
});
