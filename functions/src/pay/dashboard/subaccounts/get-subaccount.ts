import { httpRoute } from '../../../lib/http/http-route';
import { authenticateStaff } from '../../shared/staff-access';
import { subaccountParams } from '../../subaccount/contract';
import { merchantSubaccount, subaccountView } from '../../subaccount/subaccount-read-service';

export const handler = httpRoute({
  access: 'merchant-staff',
  envelope: 'pay',
  authenticateStaff,
  params: subaccountParams,
  run: async ({ staff, params }) => ({ message: 'Subaccount retrieved', data: subaccountView(await merchantSubaccount(staff.merchantId, params.id_or_code)) }),
});
