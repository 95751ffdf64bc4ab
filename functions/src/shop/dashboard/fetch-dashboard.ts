import { httpRoute } from '../../lib/http/http-route';
import { fetchDashboard } from './dashboard-service';

export const handler = httpRoute({
  access: 'admin',
  run: async () => ({ message: 'Dashboard fetched', data: await fetchDashboard() }),
});
