import { httpRoute } from '../../lib/http/http-route';
import { authenticateMerchant } from '../merchant/merchant-service';
import { transactionTotalsQuery } from './contract';
import { transactionTotals } from './transaction-totals';

export const handler = httpRoute({
  access: 'merchant-secret-key',
  envelope: 'pay',
  authenticateMerchant,
  query: transactionTotalsQuery,
  run: async ({ merchant, query }) => ({ message: 'Transaction totals', data: await transactionTotals(merchant.merchantId, query) }),
});
