import { httpRoute } from '../../lib/http/http-route';
import { assertAdminNow } from '../../lib/http/live-access';
import { adminDeleteMeasurementsBody } from './contract';
import { adminDeleteMeasurements } from './admin-measurement-service';

export const handler = httpRoute({
  access: 'admin',
  checkAdmin: assertAdminNow,
  body: adminDeleteMeasurementsBody,
  run: async ({ body, identity }) => {
    await adminDeleteMeasurements(identity.userId, body.userId, body.id);
    return { message: 'measurement deleted' };
  },
});
