import { httpRoute } from '../../lib/http/http-route';
import type { RouteResult } from '../../lib/http/response';
import { googleSessionBody, type LogInAnswer } from './contract';
import { googleSession } from './google-session-service';

export const handler = httpRoute({
  access: 'public',
  sameSiteOnly: true,
  body: googleSessionBody,
  run: async ({ body, headers }): Promise<RouteResult<LogInAnswer>> => {
    const result = await googleSession(body.refreshToken, headers.host);
    if ('challenge' in result) return { message: 'Enter the code from your authenticator app', data: result.challenge };
    return { message: `Welcome, ${result.session.user.firstName || result.session.user.email}`, data: result.session, cookies: result.cookies };
  },
});
