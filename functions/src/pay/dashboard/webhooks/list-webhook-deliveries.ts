import { httpRoute } from '../../../lib/http/http-route';
import { authenticateStaff } from '../../shared/staff-access';
import { listDeliveriesQuery } from './contract';
import { listDeliveries } from './delivery-log-service';

export const handler = httpRoute({
  access: 'merchant-staff',
  envelope: 'pay',
  authenticateStaff,
  roles: ['owner', 'developer'],
  query: listDeliveriesQuery,
  run: async ({ staff, query }) => {
    const page = await listDeliveries(staff.merchantId, query);
    return { message: 'Webhook deliveries retrieved', data: page.data, meta: page.meta };
  },
});
