import { httpRoute } from '../../lib/http/http-route';
import { chargeCardBody } from '../checkout/contract';
import { assertFromCheckoutPage } from './checkout-page-origin';
import { chargeCard } from './card-charge';

export const handler = httpRoute({
  access: 'public',
  envelope: 'pay',
  body: chargeCardBody,
  run: async ({ body, headers }) => {
    assertFromCheckoutPage(headers);
    return { message: 'Charge attempted', data: await chargeCard(body) };
  },
});
