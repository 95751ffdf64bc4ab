import { httpRoute } from '../../lib/http/http-route';
import { chargePinBody } from '../checkout/contract';
import { assertFromCheckoutPage } from './checkout-page-origin';
import { submitPin } from './card-charge';

export const handler = httpRoute({
  access: 'public',
  envelope: 'pay',
  body: chargePinBody,
  run: async ({ body, headers }) => {
    assertFromCheckoutPage(headers);
    return { message: 'PIN submitted', data: await submitPin(body.access_code, body.pin) };
  },
});
