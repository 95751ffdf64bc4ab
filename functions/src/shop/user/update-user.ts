import { httpRoute } from '../../lib/http/http-route';
import { updateUserBody } from './contract';
import { updateUser } from './admin-user-service';

export const handler = httpRoute({
  access: 'admin',
  body: updateUserBody,
  run: async ({ body, identity }) => ({ message: 'User updated', data: await updateUser(identity.userId, body) }),
});
