import { httpRoute } from '../../lib/http/http-route';
import { assertAdminNow } from '../../lib/http/live-access';
import { twoFactorStatus } from './two-factor-service';

export const handler = httpRoute({
  access: 'admin',
  checkAdmin: assertAdminNow,
  run: async ({ identity }) => ({ message: 'Two-factor sign-in status', data: await twoFactorStatus(identity.userId) }),
});
