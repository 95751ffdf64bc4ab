import { resetPasswordBody, type ResetPasswordBody, type AuthSession } from '@functions/shop/auth/contract';
import { apiPost } from '../../../lib/api-client';

export { resetPasswordBody, type ResetPasswordBody };

/** `POST /auth/reset-password`: Sets a new password with the emailed code and signs in. */
export function resetPassword(body: ResetPasswordBody) {
  return apiPost<AuthSession>('/auth/reset-password', body);
}
