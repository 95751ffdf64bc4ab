import { httpRoute } from '../../lib/http/http-route';
import { updateMeasurementsBody } from './contract';
import { updateMeasurements } from './measurement-service';

export const handler = httpRoute({
  access: 'customer',
  body: updateMeasurementsBody,
  run: async ({ body, identity }) => ({
    message: 'Measurement updated',
    data: await updateMeasurements(identity.userId, body.id, body.measurements),
  }),
});
