import { httpRoute } from '../../lib/http/http-route';
import { authenticateMerchant } from '../merchant/merchant-service';
import { listBanks } from './bank-service';
import { listBanksQuery } from './contract';

export const handler = httpRoute({
  access: 'merchant-secret-key',
  envelope: 'pay',
  authenticateMerchant,
  query: listBanksQuery,
  run: async ({ query }) => {
    const page = listBanks(query);
    return { message: 'Banks retrieved', data: page.data, meta: page.meta };
  },
});
