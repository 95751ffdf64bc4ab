import { httpRoute } from '../../../lib/http/http-route';
import { acceptInviteBody } from '../staff/staff-contract';
import { acceptInvite } from '../team/team-membership-service';

export const handler = httpRoute({
  access: 'public',
  envelope: 'pay',
  body: acceptInviteBody,
  run: async ({ body }) => ({ message: 'Welcome to the team', data: { session: await acceptInvite(body.token, body.password) } }),
});
