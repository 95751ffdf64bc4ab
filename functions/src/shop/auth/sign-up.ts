import { httpRoute } from '../../lib/http/http-route';
import { signUpBody } from './contract';
import { signUp } from './account-service';

export const handler = httpRoute({
  access: 'public',
  sameSiteOnly: true,
  body: signUpBody,
  run: async ({ body, headers }) => {
    const { session, cookies } = await signUp(body, headers.host);
    return { statusCode: 201, message: 'Your account is ready', data: session, cookies };
  },
});
