import { httpRoute } from '../../lib/http/http-route';
import { confirmTwoFactorBody } from './contract';
import { confirmTwoFactor } from './two-factor-confirm-service';

export const handler = httpRoute({
  access: 'customer',
  sameSiteOnly: true,
  body: confirmTwoFactorBody,
  run: async ({ body, identity, sourceIp, headers }) => {
    const { data, cookies } = await confirmTwoFactor(identity.userId, body, sourceIp, headers.host);
    return { message: 'Two-factor sign-in is on. You are signed out everywhere else.', data, cookies };
  },
});
