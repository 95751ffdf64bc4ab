import { httpRoute } from '../../lib/http/http-route';
import { fetchDashboard } from './dashboard-service';
import { assertAdminNow } from '../../lib/http/live-access';

export const handler = httpRoute({
  access: 'admin',
  assertAdmin: assertAdminNow,
  run: async () => ({ message: 'Dashboard fetched', data: await fetchDashboard() }),
});
