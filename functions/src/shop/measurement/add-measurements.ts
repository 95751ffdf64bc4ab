import { httpRoute } from '../../lib/http/http-route';
import { addMeasurementsBody } from '../user/contract';
import { idempotencyKeyFrom } from '../user/idempotency-service';
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
