import { httpRoute } from '../../lib/http/http-route';
import { startTwoFactor } from './two-factor-service';

export const handler = httpRoute({
  access: 'customer',
  run: async ({ identity }) => ({ message: 'Scan the code with your authenticator app', data: await startTwoFactor(identity.userId) }),
});
