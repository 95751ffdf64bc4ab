import { httpRoute } from '../../lib/http/http-route';
import { assertSameSite } from './same-site';
import { refreshCookieName } from './session-cookie';
import { logOut } from './session-service';

export const handler = httpRoute({
  access: 'public',
  run: async ({ cookies, headers }) => {
    assertSameSite(headers);
    return { message: 'You are signed out', cookies: await logOut(cookies[refreshCookieName], headers.host) };
  },
});
