import { httpRoute } from '../../lib/http/http-route';
import { assertAdminNow } from '../../lib/http/live-access';
import { startTwoFactor } from './two-factor-service';

export const handler = httpRoute({
  access: 'admin',
  checkAdmin: assertAdminNow,
  run: async ({ identity }) => ({ message: 'Scan the code with your authenticator app', data: await startTwoFactor(identity.userId) }),
});
