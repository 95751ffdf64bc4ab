import { httpRoute } from '../../lib/http/http-route';
import { updateDeliveryDetailsBody } from './contract';
import { updateDeliveryDetails } from './delivery-details-service';

export const handler = httpRoute({
  access: 'customer',
  body: updateDeliveryDetailsBody,
  run: async ({ body, identity }) => ({
    message: 'Address updated successfully',
    data: await updateDeliveryDetails(identity.userId, body.id, body.deliveryDetails),
  }),
});
