import { httpRoute } from '../../lib/http/http-route';
import { addMeasurementsBody } from './contract';
import { idempotencyKeyFrom } from '../shared/idempotency-service';
import { addMeasurements } from './measurement-service';

export const handler = httpRoute({
  access: 'customer',
  body: addMeasurementsBody,
  run: async ({ body, identity, headers }) => ({
    statusCode: 201,
    message: 'Measurement added',
    data: await addMeasurements(identity.userId, body.measurements, idempotencyKeyFrom(headers)),
  }),
});
