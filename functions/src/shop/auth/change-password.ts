import { httpRoute } from '../../lib/http/http-route';
import { changePasswordBody } from './contract';
import { changePassword } from './account-service';

export const handler = httpRoute({
  access: 'customer',
  body: changePasswordBody,
  run: async ({ body, identity, sourceIp }) => {
    await changePassword(identity.userId, body, sourceIp);
    return { message: 'Your password has been changed' };
  },
});
