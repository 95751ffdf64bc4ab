import { httpRoute } from '../../../lib/http/http-route';
import { authenticateStaff } from '../../shared/staff-access';
import { staffIdParams } from '../staff/staff-contract';
import { removeTeammate } from './team-membership-service';

export const handler = httpRoute({
  access: 'merchant-staff',
  envelope: 'pay',
  authenticateStaff,
  roles: ['owner'],
  params: staffIdParams,
  run: async ({ staff, params }) => {
    await removeTeammate(staff, params.staffId);
    return { message: 'Removed from the team' };
  },
});
