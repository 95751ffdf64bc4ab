import { httpRoute } from '../../lib/http/http-route';
import { assertAdminNow } from '../../lib/http/live-access';
import { adminUserBody } from './contract';
import { viewUser } from './profile-service';

export const handler = httpRoute({
  access: 'admin',
  checkAdmin: assertAdminNow,
  body: adminUserBody,
  run: async ({ body }) => ({ message: 'User fetched', data: await viewUser(body.id) }),
});
