import { httpRoute } from '../../lib/http/http-route';
import { updateProfileBody } from './contract';
import { updateProfile } from './profile-service';

export const handler = httpRoute({
  access: 'customer',
  body: updateProfileBody,
  run: async ({ body, identity }) => ({ message: 'Profile updated', data: await updateProfile(identity.userId, body) }),
});
