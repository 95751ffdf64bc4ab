import { httpRoute } from '../../../lib/http/http-route';
import { planParams } from '../../plan/contract';
import { fetchPlan } from '../../plan/plan-service';
import { authenticateStaff } from '../../shared/staff-access';

export const handler = httpRoute({
  access: 'merchant-staff',
  envelope: 'pay',
  authenticateStaff,
  params: planParams,
  run: async ({ staff, params }) => ({ message: 'Plan retrieved', data: await fetchPlan(staff.merchantId, params.id_or_code) }),
});
