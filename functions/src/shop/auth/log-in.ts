import { httpRoute } from '../../lib/http/http-route';
import { logInBody } from './contract';
import { assertSameSite } from './same-site';
import { logIn } from './session-service';

export const handler = httpRoute({
  access: 'public',
  body: logInBody,
  run: async ({ body, headers, sourceIp }) => {
    assertSameSite(headers);
    const { session, cookies } = await logIn(body.email, body.password, sourceIp, headers.host);
    return { message: `Welcome back, ${session.user.firstName || session.user.email}`, data: session, cookies };
  },
});
