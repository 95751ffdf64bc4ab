import { httpRoute } from '../../lib/http/http-route';
import { orderIdBody } from './contract';
import { verifyOrderPayment } from './payment-service';
import { wasPaid } from '../domain/order-states';

export const handler = httpRoute({
  access: 'customer',
  body: orderIdBody,
  run: async ({ body, identity }) => {
    const order = await verifyOrderPayment(identity.userId, body.orderID);
    return { message: wasPaid(order.payment) ? 'Payment confirmed' : 'Payment not confirmed yet', data: order };
  },
});
