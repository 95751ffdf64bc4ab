import { httpRoute } from '../../lib/http/http-route';
import { confirmTwoFactorBody } from './contract';
import { confirmTwoFactor } from './two-factor-service';

export const handler = httpRoute({
  access: 'admin',
  body: confirmTwoFactorBody,
  run: async ({ body, identity }) => ({
    message: 'Two-factor sign-in is on. Keep your recovery codes safe, then sign in again with a code from your app.',
    data: await confirmTwoFactor(identity, body.code),
  }),
});
