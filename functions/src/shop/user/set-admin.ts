import { httpRoute } from '../../lib/http/http-route';
import { setAdminBody } from './contract';
import { setAdmin } from './admin-user-service';
import { assertAdminNow } from '../../lib/http/live-access';

export const handler = httpRoute({
  access: 'admin',
  assertAdmin: assertAdminNow,
  body: setAdminBody,
  run: async ({ body, identity }) => ({
    message: body.admin ? 'Admin rights given' : 'Admin rights removed',
    data: await setAdmin(identity.userId, body.id, body.admin),
  }),
});
