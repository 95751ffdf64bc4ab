import { httpRoute } from '../../lib/http/http-route';
import { assertAdminNow } from '../../lib/http/live-access';
import { fetchDashboard } from './dashboard-service';

export const handler = httpRoute({
  access: 'admin',
  checkAdmin: assertAdminNow,
  run: async () => ({ message: 'Dashboard fetched', data: await fetchDashboard() }),
});
