import { httpRoute } from '../../lib/http/http-route';
import { assertAdminNow } from '../../lib/http/live-access';
import { adminUserBody } from './contract';
import { deleteUser } from './admin-user-rights-service';

export const handler = httpRoute({
  access: 'admin',
  checkAdmin: assertAdminNow,
  body: adminUserBody,
  run: async ({ body, identity }) => ({ message: 'User deleted', data: await deleteUser(identity.userId, body.id) }),
});
