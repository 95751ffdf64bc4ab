import { httpRoute } from '../../lib/http/http-route';
import { logInTotpBody } from './contract';
import { logInWithCode } from './session-service';

export const handler = httpRoute({
  access: 'public',
  sameSiteOnly: true,
  body: logInTotpBody,
  run: async ({ body, headers, sourceIp }) => {
    const { session, cookies } = await logInWithCode(body.challenge, body.code, sourceIp, headers.host);
    return { message: `Welcome back, ${session.user.firstName || session.user.email}`, data: session, cookies };
  },
});
