import { httpRoute } from '../../lib/http/http-route';
import { authenticateMerchantEitherMode } from '../merchant/merchant-service';
import { listTransactionsQuery } from './list-contract';
import { listTransactions } from './transaction-read-service';

export const handler = httpRoute({
  access: 'merchant-secret-key',
  envelope: 'pay',
  // Answers only the key's mode's transactions, so a live key may read (and sees no test payment).
  authenticateMerchant: authenticateMerchantEitherMode,
  query: listTransactionsQuery,
  run: async ({ merchant, query }) => {
    const page = await listTransactions(merchant.merchantId, query, merchant.mode);
    return { message: 'Transactions retrieved', data: page.data, meta: page.meta };
  },
});
