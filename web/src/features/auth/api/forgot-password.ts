import { forgotPasswordBody, type ForgotPasswordBody } from '@functions/shop/auth/contract';
import { apiPost } from '../../../lib/api-client';

export { forgotPasswordBody, type ForgotPasswordBody };

/** `POST /auth/forgot-password`: Emails a password reset code. */
export function forgotPassword(body: ForgotPasswordBody) {
  return apiPost('/auth/forgot-password', body);
}
