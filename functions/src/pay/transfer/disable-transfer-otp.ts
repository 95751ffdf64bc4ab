import { httpRoute } from '../../lib/http/http-route';
import { authenticateMerchant } from '../merchant/merchant-service';
import { requestTransferOtpDisable } from './transfer-otp-settings';

export const handler = httpRoute({
  access: 'merchant-secret-key',
  envelope: 'pay',
  authenticateMerchant,
  run: async ({ merchant }) => {
    await requestTransferOtpDisable(merchant.merchantId);
    return { message: 'OTP has been sent (test mode: none is sent, use 123456)' };
  },
});
