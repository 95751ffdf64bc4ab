import { httpRoute } from '../../lib/http/http-route';
import { assertAdminNow } from '../../lib/http/live-access';
import { settleRemakeBody } from './contract';
import { settleRemake } from './remake-settlement-service';

export const handler = httpRoute({
  access: 'admin',
  checkAdmin: assertAdminNow,
  body: settleRemakeBody,
  run: async ({ body, identity }) => ({ message: 'Remake request settled', data: await settleRemake(identity.userId, body) }),
});
