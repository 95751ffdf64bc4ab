import { httpRoute } from '../../lib/http/http-route';
import { startTwoFactor } from './two-factor-service';
import { assertAdminNow } from '../../lib/http/live-access';

export const handler = httpRoute({
  access: 'admin',
  assertAdmin: assertAdminNow,
  run: async ({ identity }) => ({ message: 'Scan the code with your authenticator app', data: await startTwoFactor(identity.userId) }),
});
