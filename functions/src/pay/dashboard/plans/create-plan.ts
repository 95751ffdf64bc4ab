import { httpRoute } from '../../../lib/http/http-route';
import { createPlanBody } from '../../plan/contract';
import { createPlan } from '../../plan/plan-service';
import { authenticateStaff } from '../../shared/staff-access';

export const handler = httpRoute({
  access: 'merchant-staff',
  envelope: 'pay',
  authenticateStaff,
  roles: ['owner', 'developer'],
  body: createPlanBody,
  run: async ({ staff, body }) => ({ message: 'Plan created', data: await createPlan(staff, body) }),
});
