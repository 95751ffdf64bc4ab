import { httpRoute } from '../../lib/http/http-route';
import { adminUserBody } from './contract';
import { deleteUser } from './admin-user-service';

export const handler = httpRoute({
  access: 'admin',
  body: adminUserBody,
  run: async ({ body, identity }) => ({ message: 'User deleted', data: await deleteUser(identity.userId, body.id) }),
});
