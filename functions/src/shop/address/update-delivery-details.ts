import { httpRoute } from '../../lib/http/http-route';
import { updateDeliveryDetailsBody } from '../user/contract';
import { updateDeliveryDetails } from './delivery-detail-service';

export const handler = httpRoute({
  access: 'customer',
  body: updateDeliveryDetailsBody,
  run: async ({ body, identity }) => ({
    message: 'Address updated successfully',
    data: await updateDeliveryDetails(identity.userId, body.id, body.deliveryDetails),
  }),
});
