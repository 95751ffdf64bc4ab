import { httpRoute } from '../../../lib/http/http-route';
import { authenticateStaff } from '../../shared/staff-access';
import { startTwoFactor } from './two-factor-service';

export const handler = httpRoute({
  access: 'merchant-staff',
  envelope: 'pay',
  authenticateStaff,
  beforeTwoFactor: true,
  run: async ({ staff }) => ({ message: 'Scan the code with your authenticator app, then enter the code it shows', data: await startTwoFactor(staff) }),
});
