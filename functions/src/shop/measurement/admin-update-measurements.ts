import { httpRoute } from '../../lib/http/http-route';
import { assertAdminNow } from '../../lib/http/live-access';
import { adminUpdateMeasurementsBody } from './contract';
import { adminUpdateMeasurements } from './admin-measurement-service';

export const handler = httpRoute({
  access: 'admin',
  checkAdmin: assertAdminNow,
  body: adminUpdateMeasurementsBody,
  run: async ({ body, identity }) => ({
    message: 'Measurement updated',
    data: await adminUpdateMeasurements(identity.userId, body.userId, body.id, body.measurements),
  }),
});
