import { httpRoute } from '../../lib/http/http-route';
import { authenticateMerchant } from '../merchant/merchant-service';
import { listCustomersQuery } from './contract';
import { listCustomers } from './customer-list-service';

export const handler = httpRoute({
  access: 'merchant-secret-key',
  envelope: 'pay',
  authenticateMerchant,
  query: listCustomersQuery,
  run: async ({ merchant, query }) => {
    const page = await listCustomers(merchant.merchantId, query);
    return { message: 'Customers retrieved', data: page.data, meta: page.meta };
  },
});
