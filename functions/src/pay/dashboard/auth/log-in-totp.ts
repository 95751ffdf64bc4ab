import { httpRoute } from '../../../lib/http/http-route';
import { logInTotpBody } from '../staff/staff-contract';
import { logInWithCode } from '../staff/staff-session';

export const handler = httpRoute({
  access: 'public',
  envelope: 'pay',
  body: logInTotpBody,
  run: async ({ body }) => ({ message: 'Signed in', data: { session: await logInWithCode(body.challenge, body.code) } }),
});
