import { httpRoute } from '../../lib/http/http-route';
import { adminUserBody } from './contract';
import { deleteUser } from './admin-user-service';
import { assertAdminNow } from '../../lib/http/live-access';

export const handler = httpRoute({
  access: 'admin',
  assertAdmin: assertAdminNow,
  body: adminUserBody,
  run: async ({ body, identity }) => ({ message: 'User deleted', data: await deleteUser(identity.userId, body.id) }),
});
