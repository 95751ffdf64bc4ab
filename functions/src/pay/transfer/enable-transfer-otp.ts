import { httpRoute } from '../../lib/http/http-route';
import { authenticateMerchant } from '../merchant/merchant-service';
import { enableTransferOtp } from './transfer-otp-settings';

export const handler = httpRoute({
  access: 'merchant-secret-key',
  envelope: 'pay',
  authenticateMerchant,
  run: async ({ merchant }) => {
    await enableTransferOtp(merchant.merchantId);
    return { message: 'OTP requirement for transfers has been enabled' };
  },
});
