import { httpRoute } from '../../../lib/http/http-route';
import { authenticateStaff } from '../../shared/staff-access';
import { twoFactorConfirmBody } from '../staff/staff-contract';
import { confirmTwoFactor } from './two-factor-service';

export const handler = httpRoute({
  access: 'merchant-staff',
  envelope: 'pay',
  authenticateStaff,
  beforeTwoFactor: true,
  body: twoFactorConfirmBody,
  run: async ({ staff, body }) => ({ message: 'Two-factor sign-in is on', data: await confirmTwoFactor(staff, body.code) }),
});
