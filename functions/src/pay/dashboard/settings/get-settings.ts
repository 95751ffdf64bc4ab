import { httpRoute } from '../../../lib/http/http-route';
import { authenticateStaff } from '../../shared/staff-access';
import { getSettings } from './settings-service';

export const handler = httpRoute({
  access: 'merchant-staff',
  envelope: 'pay',
  authenticateStaff,
  roles: ['owner', 'developer'],
  run: async ({ staff }) => ({ message: 'Settings', data: await getSettings(staff.merchantId) }),
});
