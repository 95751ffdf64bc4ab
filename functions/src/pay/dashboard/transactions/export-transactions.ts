import { httpRoute } from '../../../lib/http/http-route';
import { authenticateStaff } from '../../shared/staff-access';
import { searchTransactionsQuery } from './contract';
import { searchTransactionsCsv } from './transaction-search-service';

export const handler = httpRoute({
  access: 'merchant-staff',
  envelope: 'pay',
  authenticateStaff,
  query: searchTransactionsQuery,
  run: async ({ staff, query }) => ({
    message: 'Export',
    page: { contentType: 'text/csv; charset=utf-8', body: await searchTransactionsCsv(staff.merchantId, query) },
    headers: { 'content-disposition': 'attachment; filename="transactions.csv"', 'cache-control': 'private, no-store' },
  }),
});
