import { httpRoute } from '../../lib/http/http-route';
import { assertAdminNow } from '../../lib/http/live-access';
import { confirmTwoFactorBody } from './contract';
import { confirmTwoFactor } from './two-factor-confirm-service';

export const handler = httpRoute({
  access: 'admin',
  checkAdmin: assertAdminNow,
  sameSiteOnly: true,
  body: confirmTwoFactorBody,
  run: async ({ body, identity, sourceIp, headers }) => {
    const { data, cookies } = await confirmTwoFactor(identity.userId, body, sourceIp, headers.host);
    return { message: 'Two-factor sign-in is on. You are signed out everywhere else.', data, cookies };
  },
});
