import { httpRoute } from '../../../lib/http/http-route';
import { authenticateStaff } from '../../shared/staff-access';
import { settingsBody, updateSettings } from './settings-service';

export const handler = httpRoute({
  access: 'merchant-staff',
  envelope: 'pay',
  authenticateStaff,
  roles: ['owner', 'developer'],
  body: settingsBody,
  run: async ({ staff, body }) => ({ message: 'Settings saved', data: await updateSettings(staff.merchantId, body) }),
});
