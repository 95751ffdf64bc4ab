import { httpRoute } from '../../lib/http/http-route';
import { fetchAllUsersQuery } from './contract';
import { fetchAllUsers } from './admin-user-service';

export const handler = httpRoute({
  access: 'admin',
  query: fetchAllUsersQuery,
  run: async ({ query }) => {
    const { items, ...meta } = await fetchAllUsers(query);
    return { message: 'Users fetched', data: items, meta };
  },
});
