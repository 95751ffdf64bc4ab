import { httpRoute } from '../../../lib/http/http-route';
import { authenticateStaff } from '../../shared/staff-access';
import { splitParams, updateSplitBody } from '../../split/contract';
import { updateSplit } from '../../split/split-service';

/** `PUT /dashboard/api/splits/{id}`: `PUT /split/{id}` (name, active, bearer). */
export const handler = httpRoute({
  access: 'merchant-staff',
  envelope: 'pay',
  authenticateStaff,
  roles: ['owner', 'developer'],
  params: splitParams,
  body: updateSplitBody,
  run: async ({ staff, params, body }) => ({ message: 'Split group updated', data: await updateSplit(staff.merchantId, params.id, body) }),
});
