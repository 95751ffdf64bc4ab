import { httpRoute } from '../../lib/http/http-route';
import { orderIdBody } from './contract';
import { payAgain } from './payment-service';

export const handler = httpRoute({
  access: 'customer',
  body: orderIdBody,
  run: async ({ body, identity }) => ({ message: 'Payment started', data: await payAgain(identity.userId, body.orderID) }),
});
