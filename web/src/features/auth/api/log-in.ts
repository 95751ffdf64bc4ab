import { isTotpChallenge, logInBody, type LogInAnswer, type LogInBody } from '@functions/shop/auth/contract';
import { apiPost } from '../../../lib/api-client';

export { isTotpChallenge, logInBody, type LogInBody };

/** `POST /auth/login`: Signs in with email and password; the answer carries the access token, or a two-factor challenge. */
export function logIn(body: LogInBody) {
  return apiPost<LogInAnswer>('/auth/login', body);
}
