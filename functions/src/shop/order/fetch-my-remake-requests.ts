import { httpRoute } from '../../lib/http/http-route';
import { orderIdBody } from './contract';
import { fetchMyRemakeRequests } from './remake-service';

export const handler = httpRoute({
  access: 'customer',
  body: orderIdBody,
  run: async ({ body, identity }) => ({ message: 'Remake requests fetched', data: await fetchMyRemakeRequests(identity.userId, body.orderID) }),
});
