import { httpRoute } from '../../../lib/http/http-route';
import { authenticateStaff } from '../../shared/staff-access';
import { merchantBalances } from '../../transfer/balance-service';

/** `GET /dashboard/api/balance`: what `GET /balance` answers, the balance transfers are paid from. */
export const handler = httpRoute({
  access: 'merchant-staff',
  envelope: 'pay',
  authenticateStaff,
  run: async ({ staff }) => ({ message: 'Balances retrieved', data: await merchantBalances(staff.merchantId) }),
});
