import { httpRoute } from '../../../lib/http/http-route';
import { listCustomers } from '../../customer/customer-list-service';
import { authenticateStaff } from '../../shared/staff-access';
import { searchCustomersQuery } from './contract';

export const handler = httpRoute({
  access: 'merchant-staff',
  envelope: 'pay',
  authenticateStaff,
  query: searchCustomersQuery,
  run: async ({ staff, query }) => {
    const page = await listCustomers(staff.merchantId, query);
    return { message: 'Customers retrieved', data: page.data, meta: page.meta };
  },
});
