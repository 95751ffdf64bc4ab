import { httpRoute } from '../../lib/http/http-route';
import { resetPasswordBody } from './contract';
import { resetPassword } from './account-service';
import { assertSameSite } from './same-site';

export const handler = httpRoute({
  access: 'public',
  body: resetPasswordBody,
  run: async ({ body, headers }) => {
    assertSameSite(headers);
    const { session, cookies } = await resetPassword(body, headers.host);
    return { message: 'Your password has been reset', data: session, cookies };
  },
});
