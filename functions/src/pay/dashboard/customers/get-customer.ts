import { httpRoute } from '../../../lib/http/http-route';
import { customerParams } from '../../customer/contract';
import { fetchCustomer } from '../../customer/customer-detail-service';
import { authenticateStaff } from '../../shared/staff-access';

export const handler = httpRoute({
  access: 'merchant-staff',
  envelope: 'pay',
  authenticateStaff,
  params: customerParams,
  run: async ({ staff, params }) => ({ message: 'Customer retrieved', data: await fetchCustomer(staff.merchantId, params.email_or_code) }),
});
