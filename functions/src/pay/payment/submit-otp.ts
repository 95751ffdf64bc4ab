import { httpRoute } from '../../lib/http/http-route';
import { chargeOtpBody } from '../checkout/contract';
import { assertFromCheckoutPage } from './checkout-page-origin';
import { submitOtp } from './card-charge';

export const handler = httpRoute({
  access: 'public',
  envelope: 'pay',
  body: chargeOtpBody,
  run: async ({ body, headers }) => {
    assertFromCheckoutPage(headers);
    return { message: 'OTP submitted', data: await submitOtp(body.access_code, body.otp) };
  },
});
