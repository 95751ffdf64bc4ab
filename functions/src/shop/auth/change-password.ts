import { httpRoute } from '../../lib/http/http-route';
import { changePasswordBody } from './contract';
import { changePassword } from './account-service';
import { assertSameSite } from './same-site';

export const handler = httpRoute({
  access: 'customer',
  body: changePasswordBody,
  run: async ({ body, identity, sourceIp, headers }) => {
    assertSameSite(headers);
    const { session, cookies } = await changePassword(identity.userId, body, sourceIp, headers.host);
    return { message: 'Your password has been changed. You are signed out everywhere else.', data: session, cookies };
  },
});
