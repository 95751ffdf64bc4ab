import { httpRoute } from '../../lib/http/http-route';
import { assertSameSite } from './same-site';
import { refreshCookieName } from './session-cookie';
import { refreshSession } from './session-service';

export const handler = httpRoute({
  access: 'public',
  run: async ({ cookies, headers }) => {
    assertSameSite(headers);
    const { session } = await refreshSession(cookies[refreshCookieName], headers.host);
    return { message: 'Session refreshed', data: session };
  },
});
