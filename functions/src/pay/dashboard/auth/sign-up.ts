import { httpRoute } from '../../../lib/http/http-route';
import { signUpBody } from '../staff/staff-contract';
import { startSignUp } from './sign-up-service';

export const handler = httpRoute({
  access: 'public',
  envelope: 'pay',
  body: signUpBody,
  run: async ({ body }) => {
    await startSignUp(body);
    return { message: `We sent a code to ${body.email}` };
  },
});
