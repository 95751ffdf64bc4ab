import { httpRoute } from '../../../lib/http/http-route';
import { authenticateStaff } from '../../shared/staff-access';
import { createSubaccountBody } from '../../subaccount/contract';
import { createSubaccount } from '../../subaccount/subaccount-service';

export const handler = httpRoute({
  access: 'merchant-staff',
  envelope: 'pay',
  authenticateStaff,
  roles: ['owner', 'developer'],
  body: createSubaccountBody,
  run: async ({ staff, body }) => ({ message: 'Subaccount created', data: await createSubaccount(staff, body) }),
});
