import { httpRoute } from '../../lib/http/http-route';
import { refreshCookieName } from './session-cookie';
import { logOut } from './session-service';

export const handler = httpRoute({
  access: 'public',
  sameSiteOnly: true,
  run: async ({ cookies, headers }) => ({
    message: 'You are signed out',
    cookies: await logOut(cookies[refreshCookieName], headers.host),
  }),
});
