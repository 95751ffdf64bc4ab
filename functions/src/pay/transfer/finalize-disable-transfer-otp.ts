import { httpRoute } from '../../lib/http/http-route';
import { authenticateMerchant } from '../merchant/merchant-service';
import { disableOtpFinalizeBody } from './contract';
import { finalizeTransferOtpDisable } from './transfer-otp-settings';

export const handler = httpRoute({
  access: 'merchant-secret-key',
  envelope: 'pay',
  authenticateMerchant,
  body: disableOtpFinalizeBody,
  run: async ({ merchant, body }) => {
    await finalizeTransferOtpDisable(merchant.merchantId, body.otp);
    return { message: 'OTP requirement for transfers has been disabled' };
  },
});
