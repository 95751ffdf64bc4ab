import type { GoogleSessionBody, LogInAnswer } from '@functions/shop/auth/contract';
import { apiPost } from '../../../lib/api-client';

/** `POST /auth/google-session`: the refresh token from Google sign-in starts the Shop's session (or its two-factor step). */
export function startGoogleSession(body: GoogleSessionBody) {
  return apiPost<LogInAnswer>('/auth/google-session', body);
}
