import { httpRoute } from '../../../lib/http/http-route';
import { refreshBody } from '../staff/staff-contract';
import { refreshStaffSession } from './session-refresh-service';

export const handler = httpRoute({
  access: 'public',
  envelope: 'pay',
  body: refreshBody,
  run: async ({ body }) => ({ message: 'Session renewed', data: { session: await refreshStaffSession(body.refreshToken) } }),
});
