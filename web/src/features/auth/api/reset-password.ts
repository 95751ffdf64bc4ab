import { resetPasswordBody, type LogInAnswer, type ResetPasswordBody } from '@functions/shop/auth/contract';
import { apiPost } from '../../../lib/api-client';

export { resetPasswordBody, type ResetPasswordBody };

/** `POST /auth/reset-password`: Sets a new password with the emailed code and signs in (or answers a two-factor challenge). */
export function resetPassword(body: ResetPasswordBody) {
  return apiPost<LogInAnswer>('/auth/reset-password', body);
}
