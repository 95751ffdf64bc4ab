import { httpRoute } from '../../lib/http/http-route';
import { getMe } from './profile-service';

export const handler = httpRoute({
  access: 'customer',
  run: async ({ identity }) => ({ message: 'Your account', data: await getMe(identity.userId) }),
});
