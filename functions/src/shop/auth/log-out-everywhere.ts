import { httpRoute } from '../../lib/http/http-route';
import { logOutEverywhere } from './session-service';

export const handler = httpRoute({
  access: 'customer',
  sameSiteOnly: true,
  run: async ({ identity, headers }) => ({
    message: 'You are signed out on every device',
    cookies: await logOutEverywhere(identity.userId, headers.host),
  }),
});
