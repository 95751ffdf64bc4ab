import { httpRoute } from '../../lib/http/http-route';
import { deleteItemBody } from '../user/contract';
import { deleteDeliveryDetails } from './delivery-detail-service';

export const handler = httpRoute({
  access: 'customer',
  body: deleteItemBody,
  run: async ({ body, identity }) => {
    await deleteDeliveryDetails(identity.userId, body.id);
    return { message: 'Address deleted' };
  },
});
