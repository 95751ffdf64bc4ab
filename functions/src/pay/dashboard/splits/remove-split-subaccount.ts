import { httpRoute } from '../../../lib/http/http-route';
import { authenticateStaff } from '../../shared/staff-access';
import { removeSplitSubaccountBody, splitParams } from '../../split/contract';
import { removeSplitSubaccount } from '../../split/split-service';

/** `POST /dashboard/api/splits/{id}/subaccount/remove`: takes a subaccount out of the split, as the API does. */
export const handler = httpRoute({
  access: 'merchant-staff',
  envelope: 'pay',
  authenticateStaff,
  roles: ['owner', 'developer'],
  params: splitParams,
  body: removeSplitSubaccountBody,
  run: async ({ staff, params, body }) => ({ message: 'Subaccount removed', data: await removeSplitSubaccount(staff.merchantId, params.id, body.subaccount) }),
});
