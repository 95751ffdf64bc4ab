import { httpRoute } from '../../lib/http/http-route';
import { assertAdminNow } from '../../lib/http/live-access';
import { updateUserBody } from './contract';
import { updateUser } from './admin-user-service';

export const handler = httpRoute({
  access: 'admin',
  checkAdmin: assertAdminNow,
  body: updateUserBody,
  run: async ({ body, identity }) => ({ message: 'User updated', data: await updateUser(identity.userId, body) }),
});
