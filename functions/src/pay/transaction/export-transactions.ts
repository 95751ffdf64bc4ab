import { httpRoute } from '../../lib/http/http-route';
import { authenticateMerchant } from '../merchant/merchant-service';
import { exportTransactionsQuery } from './list-contract';
import { exportTransactions } from './export-service';

export const handler = httpRoute({
  access: 'merchant-secret-key',
  envelope: 'pay',
  authenticateMerchant,
  query: exportTransactionsQuery,
  run: async ({ merchant, query, headers }) => ({ message: 'Export successful', data: await exportTransactions(merchant.merchantId, query, headers) }),
});
