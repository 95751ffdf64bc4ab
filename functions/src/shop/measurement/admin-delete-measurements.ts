import { httpRoute } from '../../lib/http/http-route';
import { adminDeleteMeasurementsBody } from './contract';
import { adminDeleteMeasurements } from './admin-measurement-service';
import { assertAdminNow } from '../../lib/http/live-access';

export const handler = httpRoute({
  access: 'admin',
  assertAdmin: assertAdminNow,
  body: adminDeleteMeasurementsBody,
  run: async ({ body, identity }) => {
    await adminDeleteMeasurements(identity.userId, body.userId, body.id);
    return { message: 'measurement deleted' };
  },
});
