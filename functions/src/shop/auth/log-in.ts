import { httpRoute } from '../../lib/http/http-route';
import type { RouteResult } from '../../lib/http/response';
import { logInBody, type LogInAnswer } from './contract';
import { logIn } from './session-service';

export const handler = httpRoute({
  access: 'public',
  sameSiteOnly: true,
  body: logInBody,
  run: async ({ body, headers, sourceIp }): Promise<RouteResult<LogInAnswer>> => {
    const result = await logIn(body.email, body.password, sourceIp, headers.host);
    if ('challenge' in result) return { message: 'Enter the code from your authenticator app', data: result.challenge };
    return { message: `Welcome back, ${result.session.user.firstName || result.session.user.email}`, data: result.session, cookies: result.cookies };
  },
});
