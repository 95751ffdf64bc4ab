import { httpRoute } from '../../lib/http/http-route';
import { logInTotpBody } from './contract';
import { assertSameSite } from './same-site';
import { logInWithCode } from './session-service';

export const handler = httpRoute({
  access: 'public',
  body: logInTotpBody,
  run: async ({ body, headers }) => {
    assertSameSite(headers);
    const { session, cookies } = await logInWithCode(body.challenge, body.code, headers.host);
    return { message: `Welcome back, ${session.user.firstName || session.user.email}`, data: session, cookies };
  },
});
