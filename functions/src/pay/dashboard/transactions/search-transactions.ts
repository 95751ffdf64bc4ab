import { httpRoute } from '../../../lib/http/http-route';
import { authenticateStaff } from '../../shared/staff-access';
import { searchTransactionsQuery } from './contract';
import { searchTransactions } from './transaction-search-service';

export const handler = httpRoute({
  access: 'merchant-staff',
  envelope: 'pay',
  authenticateStaff,
  query: searchTransactionsQuery,
  run: async ({ staff, query }) => {
    const found = await searchTransactions(staff.merchantId, query);
    return { message: 'Transactions retrieved', data: found.data, meta: found.meta, totals: found.totals };
  },
});
