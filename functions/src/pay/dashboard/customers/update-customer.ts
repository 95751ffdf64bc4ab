import { httpRoute } from '../../../lib/http/http-route';
import { customerParams, updateCustomerBody } from '../../customer/contract';
import { updateCustomer } from '../../customer/customer-service';
import { authenticateStaff } from '../../shared/staff-access';

export const handler = httpRoute({
  access: 'merchant-staff',
  envelope: 'pay',
  authenticateStaff,
  roles: ['owner', 'developer'],
  params: customerParams,
  body: updateCustomerBody,
  run: async ({ staff, params, body }) => ({ message: 'Customer updated', data: await updateCustomer(staff.merchantId, params.email_or_code, body) }),
});
