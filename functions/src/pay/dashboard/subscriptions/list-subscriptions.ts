import { httpRoute } from '../../../lib/http/http-route';
import { authenticateStaff } from '../../shared/staff-access';
import { listSubscriptionsQuery } from '../../subscription/contract';
import { listSubscriptions } from '../../subscription/subscription-list-service';

export const handler = httpRoute({
  access: 'merchant-staff',
  envelope: 'pay',
  authenticateStaff,
  query: listSubscriptionsQuery,
  run: async ({ staff, query }) => {
    const page = await listSubscriptions(staff.merchantId, query);
    return { message: 'Subscriptions retrieved', data: page.data, meta: page.meta };
  },
});
