import { signUpBody, type SignUpBody, type AuthSession } from '@functions/shop/auth/contract';
import { apiPost } from '../../../lib/api-client';

export { signUpBody, type SignUpBody };

/** `POST /auth/signup`: Creates the account with the emailed code and signs in. */
export function signUp(body: SignUpBody) {
  return apiPost<AuthSession>('/auth/signup', body);
}
