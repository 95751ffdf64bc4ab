import { signUpOtpBody, type SignUpOtpBody, type OtpSent } from '@functions/shop/auth/contract';
import { apiPost } from '../../../lib/api-client';

export { signUpOtpBody, type SignUpOtpBody };

/** `POST /auth/signUp-otp`: Emails a sign-up code to a new customer. */
export function signUpOtp(body: SignUpOtpBody) {
  return apiPost<OtpSent>('/auth/signUp-otp', body);
}
