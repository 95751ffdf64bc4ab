import { httpRoute } from '../../lib/http/http-route';
import { chargePinBody } from '../checkout/contract';
import { submitPin } from './payment-service';

export const handler = httpRoute({
  access: 'public',
  envelope: 'pay',
  body: chargePinBody,
  run: async ({ body }) => ({ message: 'PIN submitted', data: await submitPin(body.access_code, body.pin) }),
});
