import { httpRoute } from '../../lib/http/http-route';
import { authenticateMerchant } from '../merchant/merchant-service';
import { listTransactionsQuery } from './contract';
import { listTransactions } from './transaction-read-service';

export const handler = httpRoute({
  access: 'merchant-secret-key',
  envelope: 'pay',
  authenticateMerchant,
  query: listTransactionsQuery,
  run: async ({ merchant, query }) => {
    const page = await listTransactions(merchant.merchantId, query);
    return { message: 'Transactions retrieved', data: page.data, meta: page.meta };
  },
});
