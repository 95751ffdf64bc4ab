import { httpRoute } from '../../lib/http/http-route';
import { updateUserBody } from './contract';
import { updateUser } from './admin-user-service';
import { assertAdminNow } from '../../lib/http/live-access';

export const handler = httpRoute({
  access: 'admin',
  assertAdmin: assertAdminNow,
  body: updateUserBody,
  run: async ({ body, identity }) => ({ message: 'User updated', data: await updateUser(identity.userId, body) }),
});
