import { httpRoute } from '../../../lib/http/http-route';
import { logInBody } from '../staff/staff-contract';
import { logIn } from '../staff/staff-session';

export const handler = httpRoute({
  access: 'public',
  envelope: 'pay',
  body: logInBody,
  run: async ({ body }) => {
    const answer = await logIn(body.email, body.password);
    return { message: 'session' in answer ? 'Signed in' : 'Enter the code from your authenticator app', data: answer };
  },
});
