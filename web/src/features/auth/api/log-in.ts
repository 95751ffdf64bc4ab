import { logInBody, type LogInBody, type AuthSession } from '@functions/shop/auth/contract';
import { apiPost } from '../../../lib/api-client';

export { logInBody, type LogInBody };

/** `POST /auth/login`: Signs in with email and password; the answer carries the access token. */
export function logIn(body: LogInBody) {
  return apiPost<AuthSession>('/auth/login', body);
}
