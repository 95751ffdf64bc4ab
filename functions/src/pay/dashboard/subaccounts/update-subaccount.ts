import { httpRoute } from '../../../lib/http/http-route';
import { authenticateStaff } from '../../shared/staff-access';
import { subaccountParams, updateSubaccountBody } from '../../subaccount/contract';
import { updateSubaccount } from '../../subaccount/subaccount-service';

export const handler = httpRoute({
  access: 'merchant-staff',
  envelope: 'pay',
  authenticateStaff,
  roles: ['owner', 'developer'],
  params: subaccountParams,
  body: updateSubaccountBody,
  run: async ({ staff, params, body }) => ({ message: 'Subaccount updated', data: await updateSubaccount(staff.merchantId, params.id_or_code, body) }),
});
