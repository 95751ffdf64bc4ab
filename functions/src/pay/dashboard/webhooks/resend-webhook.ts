import { httpRoute } from '../../../lib/http/http-route';
import { authenticateStaff } from '../../shared/staff-access';
import { eventIdParams } from './contract';
import { resendDelivery } from './delivery-log-service';

export const handler = httpRoute({
  access: 'merchant-staff',
  envelope: 'pay',
  authenticateStaff,
  roles: ['owner', 'developer'],
  params: eventIdParams,
  run: async ({ staff, params }) => ({ message: 'Webhook queued for delivery', data: await resendDelivery(staff.merchantId, params.eventId) }),
});
