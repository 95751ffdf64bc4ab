import { httpRoute } from '../../../lib/http/http-route';
import { authenticateStaff } from '../../shared/staff-access';
import { subscriptionCodeParams } from '../../subscription/contract';
import { disableByStaff } from './subscription-actions-service';

export const handler = httpRoute({
  access: 'merchant-staff',
  envelope: 'pay',
  authenticateStaff,
  roles: ['owner', 'developer'],
  params: subscriptionCodeParams,
  run: async ({ staff, params }) => {
    await disableByStaff(staff.merchantId, params.code);
    return { message: 'Subscription disabled successfully' };
  },
});
