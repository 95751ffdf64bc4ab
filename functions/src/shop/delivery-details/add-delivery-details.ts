import { httpRoute } from '../../lib/http/http-route';
import { addDeliveryDetailsBody } from './contract';
import { idempotencyKeyFrom } from '../shared/idempotency-service';
import { addDeliveryDetails } from './delivery-details-service';

export const handler = httpRoute({
  access: 'customer',
  body: addDeliveryDetailsBody,
  run: async ({ body, identity, headers }) => ({
    statusCode: 201,
    message: 'Address added successfully',
    data: await addDeliveryDetails(identity.userId, body.deliveryDetails, idempotencyKeyFrom(headers)),
  }),
});
