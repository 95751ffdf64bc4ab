import { httpRoute } from '../../../lib/http/http-route';
import { createCustomerBody } from '../../customer/contract';
import { createCustomer } from '../../customer/customer-service';
import { authenticateStaff } from '../../shared/staff-access';

export const handler = httpRoute({
  access: 'merchant-staff',
  envelope: 'pay',
  authenticateStaff,
  roles: ['owner', 'developer'],
  body: createCustomerBody,
  run: async ({ staff, body }) => ({ message: 'Customer created', data: await createCustomer(staff, body) }),
});
