import { httpRoute } from '../../../lib/http/http-route';
import { authenticateStaff } from '../../shared/staff-access';
import { keysBody } from './keys-contract';
import { rotateKeys } from './keys-service';

export const handler = httpRoute({
  access: 'merchant-staff',
  envelope: 'pay',
  authenticateStaff,
  roles: ['owner'],
  body: keysBody,
  run: async ({ staff, body }) => ({ message: 'New keys: the old secret key no longer works. Copy the new one now.', data: await rotateKeys(staff, body.password, body.mode) }),
});
