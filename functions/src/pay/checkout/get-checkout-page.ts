import { httpRoute } from '../../lib/http/http-route';
import { checkoutPageQuery } from './contract';
import { checkoutPage, pageResult } from './checkout-page-service';

/** `/popup?origin=…&key=…` or `…&access_code=…`: the checkout page as the pop-up script frames it. */
export const handler = httpRoute({
  access: 'public',
  envelope: 'pay',
  query: checkoutPageQuery,
  run: async ({ query }) => pageResult(await checkoutPage({ accessCode: query.access_code, key: query.key })),
});
