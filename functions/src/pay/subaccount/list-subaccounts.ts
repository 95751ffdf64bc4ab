import { httpRoute } from '../../lib/http/http-route';
import { authenticateMerchant } from '../merchant/merchant-service';
import { listSubaccountsQuery } from './contract';
import { listSubaccounts } from './subaccount-read-service';

export const handler = httpRoute({
  access: 'merchant-secret-key',
  envelope: 'pay',
  authenticateMerchant,
  query: listSubaccountsQuery,
  run: async ({ merchant, query }) => {
    const page = await listSubaccounts(merchant.merchantId, query);
    return { message: 'Subaccounts retrieved', data: page.data, meta: page.meta };
  },
});
