import { httpRoute } from '../../lib/http/http-route';
import { adminUpdateMeasurementsBody } from './contract';
import { adminUpdateMeasurements } from './admin-measurement-service';
import { assertAdminNow } from '../../lib/http/live-access';

export const handler = httpRoute({
  access: 'admin',
  assertAdmin: assertAdminNow,
  body: adminUpdateMeasurementsBody,
  run: async ({ body, identity }) => ({
    message: 'Measurement updated',
    data: await adminUpdateMeasurements(identity.userId, body.userId, body.id, body.measurements),
  }),
});
