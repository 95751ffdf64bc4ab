import { resendOtpBody, type ResendOtpBody } from '@functions/shop/auth/contract';
import { apiPost } from '../../../lib/api-client';

export { resendOtpBody, type ResendOtpBody };

/** `POST /auth/resend-otp`: Sends the sign-up code again. */
export function resendOtp(body: ResendOtpBody) {
  return apiPost('/auth/resend-otp', body);
}
