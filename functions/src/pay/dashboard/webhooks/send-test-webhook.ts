import { httpRoute } from '../../../lib/http/http-route';
import { authenticateStaff } from '../../shared/staff-access';
import { sendTestEvent } from './test-event-service';

export const handler = httpRoute({
  access: 'merchant-staff',
  envelope: 'pay',
  authenticateStaff,
  roles: ['owner', 'developer'],
  run: async ({ staff }) => ({ message: 'Test event sent', data: await sendTestEvent(staff.merchantId) }),
});
