import { httpRoute } from '../../../lib/http/http-route';
import { authenticateStaff } from '../../shared/staff-access';
import { me } from './two-factor-service';

export const handler = httpRoute({
  access: 'merchant-staff',
  envelope: 'pay',
  authenticateStaff,
  beforeTwoFactor: true,
  run: async ({ staff }) => ({ message: 'Your account', data: await me(staff) }),
});
