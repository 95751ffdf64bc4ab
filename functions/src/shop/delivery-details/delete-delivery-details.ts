import { httpRoute } from '../../lib/http/http-route';
import { deleteItemBody } from '../shared/contract';
import { deleteDeliveryDetails } from './delivery-details-service';

export const handler = httpRoute({
  access: 'customer',
  body: deleteItemBody,
  run: async ({ body, identity }) => {
    await deleteDeliveryDetails(identity.userId, body.id);
    return { message: 'Address deleted' };
  },
});
