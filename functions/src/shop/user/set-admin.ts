import { httpRoute } from '../../lib/http/http-route';
import { setAdminBody } from './contract';
import { setAdmin } from './admin-user-service';

export const handler = httpRoute({
  access: 'admin',
  body: setAdminBody,
  run: async ({ body, identity }) => ({
    message: body.admin ? 'Admin rights given' : 'Admin rights removed',
    data: await setAdmin(identity.userId, body.id, body.admin),
  }),
});
