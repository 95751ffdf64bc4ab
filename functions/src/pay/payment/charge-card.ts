import { httpRoute } from '../../lib/http/http-route';
import { chargeCardBody } from '../checkout/contract';
import { chargeCard } from './payment-service';

export const handler = httpRoute({
  access: 'public',
  envelope: 'pay',
  body: chargeCardBody,
  run: async ({ body }) => ({ message: 'Charge attempted', data: await chargeCard(body) }),
});
