import { httpRoute } from '../../../lib/http/http-route';
import { listPlansQuery } from '../../plan/contract';
import { listPlans } from '../../plan/plan-service';
import { authenticateStaff } from '../../shared/staff-access';

export const handler = httpRoute({
  access: 'merchant-staff',
  envelope: 'pay',
  authenticateStaff,
  query: listPlansQuery,
  run: async ({ staff, query }) => {
    const page = await listPlans(staff.merchantId, query);
    return { message: 'Plans retrieved', data: page.data, meta: page.meta };
  },
});
