import { httpRoute } from '../../../lib/http/http-route';
import { authenticateStaff } from '../../shared/staff-access';
import { listTeam } from './team-service';

export const handler = httpRoute({
  access: 'merchant-staff',
  envelope: 'pay',
  authenticateStaff,
  roles: ['owner'],
  run: async ({ staff }) => ({ message: 'Team', data: await listTeam(staff.merchantId) }),
});
