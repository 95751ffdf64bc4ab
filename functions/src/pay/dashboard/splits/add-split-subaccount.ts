import { httpRoute } from '../../../lib/http/http-route';
import { authenticateStaff } from '../../shared/staff-access';
import { addSplitSubaccountBody, splitParams } from '../../split/contract';
import { addSplitSubaccount } from '../../split/split-service';

/** `POST /dashboard/api/splits/{id}/subaccount/add`: adds a subaccount (or changes its share), as the API does. */
export const handler = httpRoute({
  access: 'merchant-staff',
  envelope: 'pay',
  authenticateStaff,
  roles: ['owner', 'developer'],
  params: splitParams,
  body: addSplitSubaccountBody,
  run: async ({ staff, params, body }) => ({ message: 'Subaccount added', data: await addSplitSubaccount(staff.merchantId, params.id, body) }),
});
