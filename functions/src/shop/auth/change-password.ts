import { httpRoute } from '../../lib/http/http-route';
import { changePasswordBody } from './contract';
import { changePassword } from './account-service';

export const handler = httpRoute({
  access: 'customer',
  sameSiteOnly: true,
  body: changePasswordBody,
  run: async ({ body, identity, sourceIp, headers }) => {
    const { session, cookies } = await changePassword(identity.userId, body, sourceIp, headers.host);
    return { message: 'Your password has been changed. You are signed out everywhere else.', data: session, cookies };
  },
});
