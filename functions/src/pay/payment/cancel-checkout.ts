import { httpRoute } from '../../lib/http/http-route';
import { accessCodeBody } from '../checkout/contract';
import { cancelCheckout } from './checkout-status';

export const handler = httpRoute({
  access: 'public',
  envelope: 'pay',
  body: accessCodeBody,
  run: async ({ body }) => ({ message: 'Transaction abandoned', data: await cancelCheckout(body.access_code) }),
});
