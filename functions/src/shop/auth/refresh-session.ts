import { httpRoute } from '../../lib/http/http-route';
import { refreshCookieName } from './session-cookie';
import { refreshSession } from './session-service';

export const handler = httpRoute({
  access: 'public',
  sameSiteOnly: true,
  run: async ({ cookies, headers }) => {
    const { session } = await refreshSession(cookies[refreshCookieName], headers.host);
    return { message: 'Session refreshed', data: session };
  },
});
