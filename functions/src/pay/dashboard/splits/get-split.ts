import { httpRoute } from '../../../lib/http/http-route';
import { authenticateStaff } from '../../shared/staff-access';
import { splitParams } from '../../split/contract';
import { merchantSplit, viewOfSplit } from '../../split/split-read-service';

/** `GET /dashboard/api/splits/{id}`: the split with its subaccounts and shares, as `GET /split/{id}` shows it. */
export const handler = httpRoute({
  access: 'merchant-staff',
  envelope: 'pay',
  authenticateStaff,
  params: splitParams,
  run: async ({ staff, params }) => ({ message: 'Split retrieved', data: await viewOfSplit(await merchantSplit(staff.merchantId, params.id)) }),
});
