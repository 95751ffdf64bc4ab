import { httpRoute } from '../../lib/http/http-route';
import { refreshCookieName } from './session-cookie';
import { logOutEverywhere } from './session-end-service';

export const handler = httpRoute({
  access: 'customer',
  sameSiteOnly: true,
  run: async ({ identity, cookies, headers }) => ({
    message: 'You are signed out on every device',
    cookies: await logOutEverywhere(identity, cookies[refreshCookieName], headers.host),
  }),
});
