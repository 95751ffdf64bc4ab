import { httpRoute } from '../../lib/http/http-route';
import { exportTokenParams } from './lookup-contract';
import { exportCsv } from './export-service';

/** The CSV behind an export link: the signed token in the path is the capability (`export-link.ts`). */
export const handler = httpRoute({
  access: 'public',
  envelope: 'pay',
  params: exportTokenParams,
  run: async ({ params }) => ({
    message: 'Export',
    page: { contentType: 'text/csv; charset=utf-8', body: await exportCsv(params.token) },
    headers: { 'content-disposition': 'attachment; filename="transactions.csv"', 'cache-control': 'private, no-store' },
  }),
});
