import { httpRoute } from '../../lib/http/http-route';
import { disableTwoFactorBody } from './contract';
import { disableTwoFactor } from './two-factor-service';

export const handler = httpRoute({
  access: 'customer',
  body: disableTwoFactorBody,
  run: async ({ body, identity, sourceIp }) => {
    await disableTwoFactor(identity.userId, body.code, sourceIp);
    return { message: 'Two-factor sign-in is off' };
  },
});
