import { httpRoute } from '../../lib/http/http-route';
import { paymentPageParams } from './contract';
import { checkoutPage, pageResult } from './checkout-page-service';

/** `/pay/{access_code}`: the checkout page at the redirect flow's `authorization_url`. */
export const handler = httpRoute({
  access: 'public',
  envelope: 'pay',
  params: paymentPageParams,
  run: async ({ params }) => pageResult(await checkoutPage({ accessCode: params.access_code })),
});
