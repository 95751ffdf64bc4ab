import { logInTotpBody, type AuthSession, type LogInTotpBody } from '@functions/shop/auth/contract';
import { apiPost } from '../../../lib/api-client';

export { logInTotpBody, type LogInTotpBody };

/** `POST /auth/login-totp`: the second step of a two-factor sign-in; the answer carries the session. */
export function logInWithCode(body: LogInTotpBody) {
  return apiPost<AuthSession>('/auth/login-totp', body);
}
