import { httpRoute } from '../../lib/http/http-route';
import { twoFactorStatus } from './two-factor-service';
import { assertAdminNow } from '../../lib/http/live-access';

export const handler = httpRoute({
  access: 'admin',
  assertAdmin: assertAdminNow,
  run: async ({ identity }) => ({ message: 'Two-factor sign-in status', data: await twoFactorStatus(identity.userId) }),
});
