import { httpRoute } from '../../lib/http/http-route';
import { assertSameSite } from './same-site';
import { logOutEverywhere } from './session-service';

export const handler = httpRoute({
  access: 'customer',
  run: async ({ identity, headers }) => {
    assertSameSite(headers);
    return { message: 'You are signed out on every device', cookies: await logOutEverywhere(identity.userId, headers.host) };
  },
});
