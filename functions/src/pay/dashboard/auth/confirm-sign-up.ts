import { httpRoute } from '../../../lib/http/http-route';
import { confirmSignUpBody } from '../staff/staff-contract';
import { confirmSignUp } from './confirm-sign-up-service';

export const handler = httpRoute({
  access: 'public',
  envelope: 'pay',
  body: confirmSignUpBody,
  run: async ({ body }) => ({ message: 'Welcome to Aso Pay: copy your secret key now, it is shown this once', data: await confirmSignUp(body.email, body.code) }),
});
