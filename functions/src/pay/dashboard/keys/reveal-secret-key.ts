import { httpRoute } from '../../../lib/http/http-route';
import { authenticateStaff } from '../../shared/staff-access';
import { keysBody } from './keys-contract';
import { revealSecretKey } from './keys-service';

export const handler = httpRoute({
  access: 'merchant-staff',
  envelope: 'pay',
  authenticateStaff,
  roles: ['owner', 'developer'],
  body: keysBody,
  run: async ({ staff, body }) => ({ message: 'Secret key', data: await revealSecretKey(staff, body.password, body.mode) }),
});
