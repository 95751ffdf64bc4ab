import { httpRoute } from '../../lib/http/http-route';
import type { RouteResult } from '../../lib/http/response';
import { resetPasswordBody, type LogInAnswer } from './contract';
import { resetPassword } from './account-service';

export const handler = httpRoute({
  access: 'public',
  sameSiteOnly: true,
  body: resetPasswordBody,
  run: async ({ body, headers, sourceIp }): Promise<RouteResult<LogInAnswer>> => {
    const result = await resetPassword(body, sourceIp, headers.host);
    if ('challenge' in result) return { message: 'Your password has been reset. Enter the code from your authenticator app', data: result.challenge };
    return { message: 'Your password has been reset', data: result.session, cookies: result.cookies };
  },
});
