import { httpRoute } from '../../lib/http/http-route';
import { authenticateMerchantEitherMode } from '../merchant/merchant-service';
import { transactionTotalsQuery } from './list-contract';
import { transactionTotals } from './transaction-totals';

export const handler = httpRoute({
  access: 'merchant-secret-key',
  envelope: 'pay',
  // Answers only the key's mode's transactions, so a live key may read (and sees no test payment).
  authenticateMerchant: authenticateMerchantEitherMode,
  query: transactionTotalsQuery,
  run: async ({ merchant, query }) => ({ message: 'Transaction totals', data: await transactionTotals(merchant.merchantId, query, merchant.mode) }),
});
