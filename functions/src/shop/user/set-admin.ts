import { httpRoute } from '../../lib/http/http-route';
import { assertAdminNow } from '../../lib/http/live-access';
import { setAdminBody } from './contract';
import { setAdmin } from './admin-user-rights-service';

export const handler = httpRoute({
  access: 'admin',
  checkAdmin: assertAdminNow,
  body: setAdminBody,
  run: async ({ body, identity }) => ({
    message: body.admin ? 'Admin rights given' : 'Admin rights removed',
    data: await setAdmin(identity.userId, body.id, body.admin),
  }),
});
