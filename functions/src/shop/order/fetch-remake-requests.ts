import { httpRoute } from '../../lib/http/http-route';
import { assertAdminNow } from '../../lib/http/live-access';
import { fetchRemakeRequestsQuery } from './contract';
import { fetchRemakeRequests } from './admin-remake-service';

export const handler = httpRoute({
  access: 'admin',
  checkAdmin: assertAdminNow,
  query: fetchRemakeRequestsQuery,
  run: async ({ query }) => {
    const { items, ...meta } = await fetchRemakeRequests(query);
    return { message: 'Remake requests fetched', data: items, meta };
  },
});
