import { httpRoute } from '../../../lib/http/http-route';
import { logOutBody } from '../staff/staff-contract';
import { logOutStaff } from './session-refresh-service';

export const handler = httpRoute({
  access: 'public',
  envelope: 'pay',
  body: logOutBody,
  run: async ({ body }) => {
    await logOutStaff(body.refreshToken);
    return { message: 'Signed out' };
  },
});
