import { httpRoute } from '../../lib/http/http-route';
import { assertAdminNow } from '../../lib/http/live-access';
import { fetchAllUsersQuery } from './contract';
import { fetchAllUsers } from './admin-user-service';

export const handler = httpRoute({
  access: 'admin',
  checkAdmin: assertAdminNow,
  query: fetchAllUsersQuery,
  run: async ({ query }) => {
    const { items, ...meta } = await fetchAllUsers(query);
    return { message: 'Users fetched', data: items, meta };
  },
});
