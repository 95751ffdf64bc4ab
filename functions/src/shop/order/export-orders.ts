import { httpRoute } from '../../lib/http/http-route';
import { assertAdminNow } from '../../lib/http/live-access';
import { exportOrdersQuery } from './contract';
import { exportOrders } from './order-export';

export const handler = httpRoute({
  access: 'admin',
  checkAdmin: assertAdminNow,
  query: exportOrdersQuery,
  run: async ({ query }) => {
    const { filename, csv, truncated } = await exportOrders(query);
    return {
      message: 'Orders exported',
      headers: { 'content-disposition': `attachment; filename="${filename}"`, 'cache-control': 'no-store', ...(truncated ? { 'x-export-truncated': 'true' } : {}) },
      page: { contentType: 'text/csv; charset=utf-8', body: csv },
    };
  },
});
