import { httpRoute } from '../../../lib/http/http-route';
import { authenticateStaff } from '../../shared/staff-access';
import { subscriptionParams } from '../../subscription/contract';
import { fetchSubscription } from '../../subscription/subscription-lookup';

export const handler = httpRoute({
  access: 'merchant-staff',
  envelope: 'pay',
  authenticateStaff,
  params: subscriptionParams,
  run: async ({ staff, params }) => ({ message: 'Subscription retrieved', data: await fetchSubscription(staff.merchantId, params.id_or_code) }),
});
