import { httpRoute } from '../../lib/http/http-route';
import { adminUserBody } from './contract';
import { viewUser } from './profile-service';
import { assertAdminNow } from '../../lib/http/live-access';

export const handler = httpRoute({
  access: 'admin',
  assertAdmin: assertAdminNow,
  body: adminUserBody,
  run: async ({ body }) => ({ message: 'User fetched', data: await viewUser(body.id) }),
});
