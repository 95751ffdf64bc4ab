import { httpRoute } from '../../../lib/http/http-route';
import { authenticateStaff } from '../../shared/staff-access';
import { eventIdParams } from './contract';
import { deliveryDetail } from './delivery-log-service';

export const handler = httpRoute({
  access: 'merchant-staff',
  envelope: 'pay',
  authenticateStaff,
  roles: ['owner', 'developer'],
  params: eventIdParams,
  run: async ({ staff, params }) => ({ message: 'Webhook delivery retrieved', data: await deliveryDetail(staff.merchantId, params.eventId) }),
});
