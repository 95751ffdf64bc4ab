import { httpRoute } from '../../../lib/http/http-route';
import { planParams, updatePlanBody } from '../../plan/contract';
import { fetchPlan, updatePlan } from '../../plan/plan-service';
import { authenticateStaff } from '../../shared/staff-access';

/** `PUT /plan/{id_or_code}` (same rules and message), answering the plan as it is now so the page need not fetch it again. */
export const handler = httpRoute({
  access: 'merchant-staff',
  envelope: 'pay',
  authenticateStaff,
  roles: ['owner', 'developer'],
  params: planParams,
  body: updatePlanBody,
  run: async ({ staff, params, body }) => {
    const affected = await updatePlan(staff.merchantId, params.id_or_code, body);
    return { message: `Plan updated. ${affected} subscription(s) affected`, data: await fetchPlan(staff.merchantId, params.id_or_code) };
  },
});
