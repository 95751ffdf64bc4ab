import { httpRoute } from '../../../lib/http/http-route';
import { authenticateStaff } from '../../shared/staff-access';
import { merchantOverview } from './overview-service';

export const handler = httpRoute({
  access: 'merchant-staff',
  envelope: 'pay',
  authenticateStaff,
  run: async ({ staff }) => ({ message: 'Overview retrieved', data: await merchantOverview(staff.merchantId) }),
});
