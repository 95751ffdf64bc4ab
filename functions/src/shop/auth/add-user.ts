import { httpRoute } from '../../lib/http/http-route';
import { assertAdminNow } from '../../lib/http/live-access';
import { addUserBody } from './contract';
import { addUser } from './admin-account-service';

export const handler = httpRoute({
  access: 'admin',
  checkAdmin: assertAdminNow,
  body: addUserBody,
  run: async ({ body, identity, sourceIp }) => {
    const data = await addUser(identity.userId, body, sourceIp);
    return {
      statusCode: 201,
      message: data.codeSent ? `User added; a code to set their password was sent to ${data.email}` : `User added; ask ${data.email} to use Forgot password to set a password`,
      data,
    };
  },
});
