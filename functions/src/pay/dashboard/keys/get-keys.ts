import { httpRoute } from '../../../lib/http/http-route';
import { authenticateStaff } from '../../shared/staff-access';
import { viewKeys } from './keys-service';

export const handler = httpRoute({
  access: 'merchant-staff',
  envelope: 'pay',
  authenticateStaff,
  roles: ['owner', 'developer'],
  run: async ({ staff }) => ({ message: 'Keys', data: await viewKeys(staff.merchantId) }),
});
