import { httpRoute } from '../../lib/http/http-route';
import { assertAdminNow } from '../../lib/http/live-access';
import { fetchAuditLogQuery } from './contract';
import { fetchAuditLog } from './audit-service';

export const handler = httpRoute({
  access: 'admin',
  checkAdmin: assertAdminNow,
  query: fetchAuditLogQuery,
  run: async ({ query }) => {
    const { items, ...meta } = await fetchAuditLog(query);
    return { message: 'Audit log fetched', data: items, meta };
  },
});
