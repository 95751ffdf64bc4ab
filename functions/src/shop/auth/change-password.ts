import { httpRoute } from '../../lib/http/http-route';
import { changePasswordBody } from './contract';
import { changePassword } from './account-service';
import { refreshCookieName } from './session-cookie';

export const handler = httpRoute({
  access: 'customer',
  sameSiteOnly: true,
  body: changePasswordBody,
  run: async ({ body, identity, sourceIp, headers, cookies: sent }) => {
    const { session, cookies } = await changePassword(identity.userId, body, sourceIp, sent[refreshCookieName], headers.host);
    return { message: 'Your password has been changed. You are signed out everywhere else.', data: session, cookies };
  },
});
