import { httpRoute } from '../../lib/http/http-route';
import { twoFactorStatus } from './two-factor-service';

export const handler = httpRoute({
  access: 'customer',
  run: async ({ identity }) => ({ message: 'Two-factor sign-in status', data: await twoFactorStatus(identity.userId) }),
});
