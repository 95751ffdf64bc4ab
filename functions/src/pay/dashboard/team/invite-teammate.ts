import { httpRoute } from '../../../lib/http/http-route';
import { authenticateStaff } from '../../shared/staff-access';
import { inviteBody } from '../staff/staff-contract';
import { inviteTeammate } from './team-service';

export const handler = httpRoute({
  access: 'merchant-staff',
  envelope: 'pay',
  authenticateStaff,
  roles: ['owner'],
  body: inviteBody,
  run: async ({ staff, body }) => ({ message: `Invitation sent to ${body.email}`, data: await inviteTeammate(staff, body.email, body.role) }),
});
