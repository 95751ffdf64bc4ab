import { httpRoute } from '../../lib/http/http-route';
import { signUpBody } from './contract';
import { signUp } from './account-service';
import { assertSameSite } from './same-site';

export const handler = httpRoute({
  access: 'public',
  body: signUpBody,
  run: async ({ body, headers }) => {
    assertSameSite(headers);
    const { session, cookies } = await signUp(body, headers.host);
    return { statusCode: 201, message: 'Your account is ready', data: session, cookies };
  },
});
