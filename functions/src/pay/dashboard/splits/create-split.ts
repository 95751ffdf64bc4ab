import { httpRoute } from '../../../lib/http/http-route';
import { authenticateStaff } from '../../shared/staff-access';
import { createSplitBody } from '../../split/contract';
import { createSplit } from '../../split/split-service';

/** `POST /dashboard/api/splits`: `POST /split` (same body, rules and messages). */
export const handler = httpRoute({
  access: 'merchant-staff',
  envelope: 'pay',
  authenticateStaff,
  roles: ['owner', 'developer'],
  body: createSplitBody,
  run: async ({ staff, body }) => ({ message: 'Split created', data: await createSplit(staff, body) }),
});
